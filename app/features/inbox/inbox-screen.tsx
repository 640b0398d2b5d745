import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { inboxEndpoints, inboxQuerySchema } from '#contract/inbox.ts';
import { assignmentMessages } from '#contract/inbox-assignment.ts';
import { replyPromiseHours } from '#contract/inbox-replies.ts';
import { leadKinds, type LeadKind } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { ErasureForm } from './erasure-form.tsx';
import { type InboxFilter, filterQuery } from './inbox-api.ts';
import { restartInboxList, useInboxList } from './inbox-queries.ts';
import { InboxOverviewPanel } from './inbox-overview.tsx';
import { ReplyTemplatesPanel } from './reply-templates-panel.tsx';
import { LeadDetailPanel, statusOptions } from './lead-detail-panel.tsx';
import { LeadListItem } from './lead-list-item.tsx';

const kindOptions = leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }));
/** Adverse-event reports first: drug safety cannot wait. */
const kindsBySeverity: LeadKind[] = ['adverse-event', 'quote', 'contact', 'newsletter'];

/** "Mine" needs an account of one's own, which the admin key has not. */
const assigneeOptions = (staff: StaffMember) => [
  { value: 'mine', label: 'Mine', disabled: staff.accountId === null },
  { value: 'unassigned', label: 'Unassigned' },
];

/** The filter's fields, as the list's query names them; a refusal is shown above the list, not beside them. */
const filterField = staffFormFields(
  inboxQuerySchema,
  { kind: 'Kind', status: 'Status', assignee: 'Assigned', reply: 'Reply', q: 'Search' },
  {},
);

const replyOptions = [{ value: 'overdue', label: `Overdue (no reply in ${replyPromiseHours} hours)` }];

interface InboxProps {
  staff: StaffMember;
  onLock: () => Promise<void>;
}

/** The inbox inside the gate: its counts, overview, filter, list, the chosen submission, erasure and templates. */
export function Inbox({ staff, onLock }: InboxProps) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<InboxFilter>({
    kind: '',
    status: '',
    assignee: '',
    reply: '',
    q: '',
  });
  const [selected, setSelected] = useState<number>();
  const inbox = useInboxList(filter);
  // The page read last holds the current counts and the cursor of the next.
  const list = inbox.data?.pages.at(-1);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const error = inbox.error ? failureMessage(inbox.error, String(inbox.error)) : undefined;

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSelected(undefined);
    const next: InboxFilter = {
      kind: String(data.get('kind') ?? ''),
      status: String(data.get('status') ?? ''),
      assignee: String(data.get('assignee') ?? ''),
      reply: String(data.get('reply') ?? ''),
      q: String(data.get('q') ?? ''),
    };
    // Every Apply reads the filter's first page afresh, even when the filter shown is applied again.
    void restartInboxList(queryClient, next);
    setFilter(next);
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <ul aria-label="Unread" className="flex flex-wrap gap-2">
          {kindsBySeverity.map((kind) => (
            <li
              key={kind}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${kind === 'adverse-event' && (list?.unread[kind] ?? 0) > 0 ? 'bg-red-700 text-white' : 'bg-slate-100 text-slate-900'}`}
            >
              {leadKindLabels[kind]}: {list?.unread[kind] ?? 0} unread
            </li>
          ))}
        </ul>
        <div className="flex gap-3">
          <Button variant="ghost" size="sm" onClick={() => void onLock()}>
            Sign out
          </Button>
        </div>
      </div>

      <InboxOverviewPanel />

      <form
        onSubmit={applyFilter}
        aria-label="Filter submissions"
        className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-3 xl:grid-cols-6"
      >
        <BoundField field={filterField('kind')}>
          {(control) => (
            <Select {...control()} options={kindOptions} placeholder="All kinds" defaultValue="" />
          )}
        </BoundField>
        <BoundField field={filterField('status')}>
          {(control) => (
            <Select {...control()} options={statusOptions} placeholder="All statuses" defaultValue="" />
          )}
        </BoundField>
        <BoundField
          field={filterField('assignee')}
          hint={staff.accountId === null ? assignmentMessages.mineNeedsAccount : undefined}
        >
          {(control) => (
            <Select {...control()} options={assigneeOptions(staff)} placeholder="Anyone" defaultValue="" />
          )}
        </BoundField>
        <BoundField field={filterField('reply')}>
          {(control) => <Select {...control()} options={replyOptions} placeholder="Any" defaultValue="" />}
        </BoundField>
        <BoundField field={filterField('q')}>
          {(control) => (
            <TextInput {...control({ type: 'search', placeholder: 'Name, email, reference, text' })} />
          )}
        </BoundField>
        <div className="flex gap-3">
          <Button type="submit" size="field">
            Apply
          </Button>
          <a
            href={`/api/inbox.csv?${filterQuery(filter)}`}
            download
            className="inline-flex h-11 items-center font-medium text-teal-800 underline"
          >
            Download CSV
          </a>
        </div>
      </form>

      <FormAlert message={error} />
      <p className="text-sm text-slate-700" role="status">
        {list ? `${list.total} submissions` : 'Loading…'}
      </p>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        <ul
          aria-label="Submissions"
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {items.map((item) => (
            <LeadListItem
              key={item.id}
              item={item}
              selected={selected === item.id}
              accountId={staff.accountId}
              onSelect={() => setSelected(item.id)}
            />
          ))}
        </ul>
        <div className="space-y-4">
          {selected ? (
            <LeadDetailPanel key={selected} id={selected} staff={staff} />
          ) : (
            <p className="text-slate-700">Choose a submission to read it and change its status.</p>
          )}
        </div>
      </div>
      {list?.nextCursor && (
        <Button variant="secondary" onClick={() => void inbox.fetchNextPage()}>
          Show more
        </Button>
      )}
      <ErasureForm />
      <ReplyTemplatesPanel staff={staff} />
    </div>
  );
}

/** The staff inbox: every submission of the public forms, behind the staff gate. */
export function InboxScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="Quote requests, messages, sign-ups and adverse-event reports"
      purpose="read and answer what visitors send"
      roles={inboxEndpoints.list.access.roles}
    >
      {(session) => <Inbox staff={session.staff} onLock={session.lock} />}
    </StaffScreen>
  );
}
