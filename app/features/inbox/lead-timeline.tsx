import type { ReactNode } from 'react';
import type { AssignmentChange, LeadDetail, StaffMemberRef } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { leadStatusLabels } from '#contract/lead-texts.ts';

const name = (member: StaffMemberRef) => <bdi>{member.displayName}</bdi>;

/** "Anita assigned it to themselves", "The admin key reassigned it from Anita to Bharat", … */
function assignmentText({ from, to, by }: AssignmentChange): ReactNode {
  const who = by ? name(by) : 'The admin key';
  if (!to) {
    if (from && by?.id === from.id) return <>{who} unassigned themselves</>;
    return (
      <>
        {who} unassigned it{from && <> from {name(from)}</>}
      </>
    );
  }
  const target = by?.id === to.id ? 'themselves' : name(to);
  if (!from)
    return (
      <>
        {who} assigned it to {target}
      </>
    );
  return (
    <>
      {who} reassigned it from {name(from)} to {target}
    </>
  );
}

/** The submission's history: status changes and assignments in one timeline, oldest first. */
export function LeadTimeline({ history, assignments }: Pick<LeadDetail, 'history' | 'assignments'>) {
  const events = [
    ...history.map((change) => ({
      at: change.at,
      text: (
        <>
          {leadStatusLabels[change.from]} → {leadStatusLabels[change.to]}
          {change.note ? ` (${change.note})` : ''}
        </>
      ),
    })),
    ...assignments.map((change) => ({ at: change.at, text: assignmentText(change) })),
  ].toSorted((first, second) => Date.parse(first.at) - Date.parse(second.at));
  if (events.length === 0) return <p className="text-sm text-slate-700">No changes yet.</p>;
  return (
    <ol className="mt-2 space-y-1 text-sm text-slate-800">
      {events.map((event, index) => (
        <li key={index}>
          <time dateTime={event.at}>{istDateTime(event.at)}</time>: {event.text}
        </li>
      ))}
    </ol>
  );
}
