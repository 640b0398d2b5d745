import type { FormEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { statusUpdateSchema } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { type LeadStatus, leadStatuses } from '#contract/lead-fields.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadStatusLabels } from '#contract/lead-texts.ts';
import { leadValueText } from '#contract/lead-values.ts';
import { CiomsCaseForm } from './cioms-case-form.tsx';
import { useChangeLeadStatus, useLead } from './inbox-queries.ts';
import { LeadAssignment } from './lead-assignment.tsx';
import { LeadReplies } from './lead-replies.tsx';
import { SafetyCasePanel } from './safety-case-panel.tsx';
import { KindBadge } from './lead-display.tsx';
import { LeadTimeline } from './lead-timeline.tsx';

export const statusOptions = leadStatuses.map((status) => ({
  value: status,
  label: leadStatusLabels[status],
}));

/** A refusal is shown in the form's alert, not beside the fields. */
const statusField = staffFormFields(statusUpdateSchema, { status: 'Status', note: 'Note' }, {});

interface LeadDetailPanelProps {
  id: number;
  /** Who is signed in. */
  staff: StaffMember;
}

/** One submission: its fields, who handles it, its replies, its history, and the form that changes its status. */
export function LeadDetailPanel({ id, staff }: LeadDetailPanelProps) {
  const lead = useLead(id);
  const statusChange = useChangeLeadStatus(id);
  const failure = statusChange.error ?? lead.error;
  const error = failure ? failureMessage(failure, String(failure)) : undefined;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status') ?? '') as LeadStatus;
    statusChange.mutate({ status, note: String(data.get('note') ?? '') || undefined });
  }

  const item = lead.data;
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
      <LeadAssignment item={item} staff={staff} />
      {item.safetyCase && <SafetyCasePanel item={item} safetyCase={item.safetyCase} />}
      <LeadReplies item={item} />
      <h3 className="mt-6 font-semibold text-slate-900">History</h3>
      <LeadTimeline history={item.history} assignments={item.assignments} />
      <form onSubmit={save} className="mt-6 grid gap-4 sm:grid-cols-2" aria-label="Change status">
        <BoundField field={statusField('status')}>
          {(control) => (
            <Select {...control()} options={statusOptions} defaultValue={item.status} key={item.status} />
          )}
        </BoundField>
        <BoundField field={statusField('note')} className="sm:col-span-2">
          {(control) => <Textarea {...control({ rows: 2 })} />}
        </BoundField>
        <div className="sm:col-span-2">
          <FormAlert message={error} />
          <Button type="submit" disabled={statusChange.isPending} className="mt-2">
            {statusChange.isPending ? 'Saving...' : 'Save status'}
          </Button>
        </div>
      </form>
    </section>
  );
}
