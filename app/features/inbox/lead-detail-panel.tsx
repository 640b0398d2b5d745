import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import type { LeadDetail } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { type LeadStatus, leadStatuses } from '#contract/lead-fields.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadStatusLabels } from '#contract/lead-texts.ts';
import { leadValueText } from '#contract/lead-values.ts';
import { changeLeadStatus, fetchLead } from './inbox-api.ts';
import { CiomsCaseForm } from './cioms-case-form.tsx';
import { LeadAssignment } from './lead-assignment.tsx';
import { LeadReplies } from './lead-replies.tsx';
import { SafetyCasePanel } from './safety-case-panel.tsx';
import { KindBadge } from './lead-display.tsx';
import { LeadTimeline } from './lead-timeline.tsx';

export const statusOptions = leadStatuses.map((status) => ({
  value: status,
  label: leadStatusLabels[status],
}));

interface LeadDetailPanelProps {
  id: number;
  /** Who is signed in. */
  staff: StaffMember;
  onChanged: () => void;
  /** Called with any failure, so a session that has ended goes back to the gate. */
  onFailure: (error: unknown) => void;
}

/** One submission: its fields, who handles it, its replies, its history, and the form that changes its status. */
export function LeadDetailPanel({ id, staff, onChanged, onFailure }: LeadDetailPanelProps) {
  const [item, setItem] = useState<LeadDetail>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchLead(id).then(
      (lead) => current && setItem(lead),
      (caught: unknown) => {
        if (!current) return;
        setError(failureMessage(caught, String(caught)));
        onFailure(caught);
      },
    );
    return () => {
      current = false;
    };
  }, [id, onFailure]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaving(true);
    try {
      const status = String(data.get('status') ?? '') as LeadStatus;
      setItem(await changeLeadStatus(id, { status, note: String(data.get('note') ?? '') || undefined }));
      setError(undefined);
      onChanged();
    } catch (caught) {
      setError(failureMessage(caught, String(caught)));
      onFailure(caught);
    } finally {
      setSaving(false);
    }
  }

  if (!item) return <FormAlert message={error} />;
  // Looked up by the stored names, which are plain strings.
  const labels: Readonly<Record<string, string>> = leadFieldLabels[item.kind];
  return (
    <section
      aria-labelledby="lead-detail-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-print-case={item.safetyCase ? '' : undefined}
    >
      {item.safetyCase && <CiomsCaseForm item={item} safetyCase={item.safetyCase} />}
      <h2
        id="lead-detail-heading"
        className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900"
      >
        {item.reference} <KindBadge kind={item.kind} />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Received {istDateTime(item.createdAt)}
        {item.consentAt ? `; agreed to the terms and privacy policy ${istDateTime(item.consentAt)}` : ''}.
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {Object.entries(item.fields).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-slate-800">{labels[key] ?? key}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">
              <bdi>{leadValueText(key, value)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <LeadAssignment
        item={item}
        staff={staff}
        onAssigned={(assigned) => {
          setItem(assigned);
          onChanged();
        }}
        onFailure={onFailure}
      />
      {item.safetyCase && (
        <SafetyCasePanel
          item={item}
          safetyCase={item.safetyCase}
          onAssessed={(assessed) => {
            setItem(assessed);
            onChanged();
          }}
          onFailure={onFailure}
        />
      )}
      <LeadReplies
        item={item}
        onReplied={(replied) => {
          setItem(replied);
          onChanged();
        }}
        onFailure={onFailure}
      />
      <h3 className="mt-6 font-semibold text-slate-900">History</h3>
      <LeadTimeline history={item.history} assignments={item.assignments} />
      <form
        onSubmit={(event) => void save(event)}
        className="mt-6 grid gap-4 sm:grid-cols-2"
        aria-label="Change status"
      >
        <FormField label="Status" required>
          <Select name="status" options={statusOptions} defaultValue={item.status} key={item.status} />
        </FormField>
        <FormField label="Note" className="sm:col-span-2">
          <Textarea name="note" rows={2} maxLength={2000} />
        </FormField>
        <div className="sm:col-span-2">
          <FormAlert message={error} />
          <Button type="submit" disabled={saving} className="mt-2">
            {saving ? 'Saving...' : 'Save status'}
          </Button>
        </div>
      </form>
    </section>
  );
}
