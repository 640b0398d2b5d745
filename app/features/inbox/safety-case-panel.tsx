import { type FormEvent, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox, FormAlert } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { LeadDetail } from '#contract/inbox.ts';
import { safetyCaseUpdateSchema } from '#contract/safety-case-assessment.ts';
import {
  reportingClock,
  reportingClockText,
  type SafetyCase,
  seriousnessCriteria,
  seriousnessCriterionLabels,
  seriousReportDays,
} from '#contract/safety-case.ts';
import { useAssessSafetyCase } from './inbox-queries.ts';

const caseFieldLabels = {
  dayZero: 'Day 0 (first known)',
  pvpiReportedOn: 'Reported to PvPI on',
  pvpiReference: 'PvPI reference',
} as const;

interface SafetyCasePanelProps {
  item: LeadDetail;
  safetyCase: SafetyCase;
}

/** "Serious: Results in death, Life-threatening", or "Not serious". */
function seriousnessText({ criteria }: SafetyCase): string {
  if (criteria.length === 0) return 'Not serious';
  return `Serious: ${criteria.map((criterion) => seriousnessCriterionLabels[criterion]).join(', ')}`;
}

/** An adverse-event report as a case: its seriousness, day 0, reporting clock, and drug safety's assessment. */
export function SafetyCasePanel({ item, safetyCase }: SafetyCasePanelProps) {
  const headingId = useId();
  const assessment = useAssessSafetyCase(item.id);
  const [saved, setSaved] = useState<string>();
  const error = assessment.error ? failureMessage(assessment.error, String(assessment.error)) : undefined;
  const field = staffFormFields(
    safetyCaseUpdateSchema,
    caseFieldLabels,
    (isApiError(assessment.error) ? assessment.error.fields : undefined) ?? {},
  );
  const clock = reportingClock(safetyCase, new Date());

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setSaved(undefined);
    assessment.mutate(
      {
        criteria: seriousnessCriteria.filter((criterion) => data.get(criterion) === 'on'),
        dayZero: text('dayZero') ?? '',
        pvpiReportedOn: text('pvpiReportedOn'),
        pvpiReference: text('pvpiReference'),
      },
      { onSuccess: () => setSaved('Case saved.') },
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Safety case
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-slate-800">Seriousness (ICH E2A)</dt>
        <dd>
          {seriousnessText(safetyCase)}
          {!safetyCase.assessed && ' (as the reporter described it; not yet assessed)'}
        </dd>
        <dt className="font-semibold text-slate-800">Day 0</dt>
        <dd>{safetyCase.dayZero}</dd>
        <dt className="font-semibold text-slate-800">Reporting clock</dt>
        <dd className={clock.state === 'overdue' ? 'font-semibold text-red-800' : undefined}>
          {reportingClockText(clock)}
        </dd>
      </dl>
      <form
        noValidate
        onSubmit={save}
        aria-label="Assess the case"
        className="mt-4 space-y-4 print:hidden"
        key={JSON.stringify(safetyCase)}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            Serious because it… (none ticked: not serious; a serious case is reported within{' '}
            {seriousReportDays} calendar days of day 0)
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {seriousnessCriteria.map((criterion) => (
              <Checkbox
                key={criterion}
                name={criterion}
                label={seriousnessCriterionLabels[criterion]}
                defaultChecked={safetyCase.criteria.includes(criterion)}
              />
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <BoundField field={field('dayZero')}>
            {(control) => <TextInput {...control({ type: 'date', defaultValue: safetyCase.dayZero })} />}
          </BoundField>
          <BoundField field={field('pvpiReportedOn')}>
            {(control) => (
              <TextInput {...control({ type: 'date', defaultValue: safetyCase.pvpi?.reportedOn })} />
            )}
          </BoundField>
          <BoundField field={field('pvpiReference')}>
            {(control) => <TextInput {...control({ defaultValue: safetyCase.pvpi?.reference })} />}
          </BoundField>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="field" disabled={assessment.isPending}>
            {assessment.isPending ? 'Saving...' : 'Save case'}
          </Button>
          <Button type="button" variant="secondary" size="field" onClick={() => window.print()}>
            Print case summary
          </Button>
        </div>
        <p role="status" className="text-sm text-slate-800">
          {saved}
        </p>
        <FormAlert message={error} />
      </form>
    </section>
  );
}
