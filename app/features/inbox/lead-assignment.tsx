import { type FormEvent, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import type { LeadDetail } from '#contract/inbox.ts';
import { assignmentMessages, assignmentSchema } from '#contract/inbox-assignment.ts';
import { useAssignees, useAssignLead } from './inbox-queries.ts';

interface LeadAssignmentProps {
  item: LeadDetail;
  /** Who is signed in: "Assign to me" needs their own account. */
  staff: StaffMember;
}

/** Who handles the submission, and the ways to take it, give it to a colleague or let it go. */
export function LeadAssignment({ item, staff }: LeadAssignmentProps) {
  const headingId = useId();
  const { data: accounts, error: loadFailure } = useAssignees(item.kind);
  const assignment = useAssignLead(item.id);
  /** The form sent without a member of staff chosen. */
  const [noneChosen, setNoneChosen] = useState(false);
  const failure = assignment.error ?? loadFailure;
  const error = noneChosen
    ? assignmentMessages.accountRequired
    : failure
      ? failureMessage(failure, String(failure))
      : undefined;
  const saving = assignment.isPending;

  function change(accountId: string | null) {
    setNoneChosen(false);
    assignment.mutate(accountId);
  }

  function assignChosen(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountId = String(new FormData(event.currentTarget).get('accountId') ?? '');
    if (!accountId) setNoneChosen(true);
    else change(accountId);
  }

  const assignee = item.assignee;
  // The form's own check and the server's refusal are shown in the alert below the form, not beside the field.
  const accountField = staffFormFields(
    assignmentSchema,
    { accountId: assignee ? 'Reassign to' : 'Assign to' },
    {},
  );
  const mine = assignee !== undefined && assignee.id === staff.accountId;
  const canTakeIt =
    !mine && staff.accountId !== null && (accounts ?? []).some((account) => account.id === staff.accountId);
  const others = (accounts ?? [])
    .filter((account) => account.id !== assignee?.id)
    .map((account) => ({
      value: account.id,
      label: account.id === staff.accountId ? `${account.displayName} (you)` : account.displayName,
    }));

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Assigned to
      </h3>
      <p className="mt-1 text-slate-900" role="status">
        {assignee ? (
          <>
            <bdi>{assignee.displayName}</bdi>
            {mine && ' (you)'}
          </>
        ) : (
          'Nobody yet'
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {canTakeIt && (
          <Button size="field" disabled={saving} onClick={() => change(staff.accountId)}>
            Assign to me
          </Button>
        )}
        {assignee && (
          <Button variant="secondary" size="field" disabled={saving} onClick={() => change(null)}>
            Unassign
          </Button>
        )}
      </div>
      <form
        noValidate
        onSubmit={assignChosen}
        aria-label="Assign to a member of staff"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <BoundField field={accountField('accountId')} className="min-w-56 flex-1">
          {(control) => (
            <Select
              {...control()}
              options={others}
              placeholder={accounts ? 'Choose a member of staff' : 'Loading staff…'}
              defaultValue=""
              key={assignee?.id ?? 'nobody'}
            />
          )}
        </BoundField>
        <Button type="submit" variant="secondary" size="field" disabled={saving || !accounts}>
          {assignee ? 'Reassign' : 'Assign'}
        </Button>
      </form>
      <div className="mt-2">
        <FormAlert message={error} />
      </div>
    </section>
  );
}
