import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { type StaffColumn, StaffTable } from '#app/components/staff/staff-table.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { auditActionSchema } from '#contract/audit-actions.ts';
import { auditEndpoints } from '#contract/audit.ts';
import type { StaffAccountView } from '#contract/staff-accounts.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import {
  auditCsvUrl,
  auditListQueryKey,
  type AuditPage,
  useAuditLog,
  useStaffAccounts,
} from './audit-api.ts';
import { formatAuditDetails } from './audit-details.ts';
import { type AuditFilter, auditFilterFields, auditFilterFrom, noAuditFilter } from './audit-filter.ts';
import { auditActionLabels } from './audit-labels.ts';

type AuditEntry = AuditPage['entries'][number];

/** The filter's fields. None shows an error: a value left empty, or one the form cannot read, is no filter. */
const filterField = staffFormFields(
  auditFilterFields,
  { accountId: 'Account', action: 'Action', fromDay: 'From date', toDay: 'To date' },
  {},
);

const actionOptions = auditActionSchema.options.map((action) => ({
  value: action,
  label: auditActionLabels[action],
}));

/** Record ids (UUIDs) shortened to this many characters; the whole id is in the title. */
const shortIdLength = 8;

/** Names repeat, so each account is offered with its email address. */
function accountOptions(accounts: readonly StaffAccountView[]) {
  return [...accounts]
    .sort((left, right) => left.displayName.localeCompare(right.displayName, 'en-IN'))
    .map((account) => ({
      value: account.id,
      label: `${account.displayName} (${account.email})${account.disabled ? ', disabled' : ''}`,
    }));
}

/**
 * Who acted: the account's name; the admin key acts without an account, and a failed sign-in
 * without one was by someone the server could not name.
 */
function actorName(entry: AuditEntry, accounts: ReadonlyMap<string, StaffAccountView>): string {
  if (entry.accountId === null) return entry.action === 'session.sign-in-failed' ? 'Unknown' : 'Admin key';
  return accounts.get(entry.accountId)?.displayName ?? entry.accountId;
}

function RecordCell({ type, id }: { type: string | null; id: string | null }) {
  if (type === null && id === null) return <span className="text-slate-600">—</span>;
  const shortId = id && id.length > shortIdLength ? `${id.slice(0, shortIdLength)}…` : id;
  return (
    <>
      {type}
      {type && id && ' '}
      {id && (
        <span title={id} className="font-mono">
          {shortId}
        </span>
      )}
    </>
  );
}

function auditColumns(accounts: ReadonlyMap<string, StaffAccountView>): StaffColumn<AuditEntry>[] {
  return [
    { header: '#', className: 'tabular-nums', cell: (entry) => entry.seq },
    {
      header: 'When',
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.at}>{istDateTime(entry.at)}</time>,
    },
    {
      header: 'Who',
      className: 'whitespace-nowrap',
      cell: (entry) => <bdi>{actorName(entry, accounts)}</bdi>,
    },
    { header: 'What', className: 'min-w-44', cell: (entry) => auditActionLabels[entry.action] },
    {
      header: 'Record',
      className: 'whitespace-nowrap',
      cell: (entry) => <RecordCell type={entry.recordType} id={entry.recordId} />,
    },
    {
      header: 'Details',
      className: 'max-w-md min-w-64 break-words',
      cell: (entry) => <bdi>{formatAuditDetails(entry.details)}</bdi>,
    },
    { header: 'Session', className: 'font-mono whitespace-nowrap', cell: (entry) => entry.sessionRef ?? '—' },
  ];
}

interface AuditLogProps {
  onLock: () => Promise<void>;
}

/** The unlocked screen: the filters, then the entries matching them, newest first. */
function AuditLog({ onLock }: AuditLogProps) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<AuditFilter>(noAuditFilter);
  const list = useAuditLog(filter);
  const accountList = useStaffAccounts();
  const signOut = useMutation({ mutationFn: onLock });

  const entries = list.data?.pages.flatMap((page) => page.entries);
  // Without names the log is still readable, by account id.
  const accounts = accountList.data ?? (accountList.isError ? [] : undefined);
  const failure = list.error ? failureMessage(list.error, 'Failed to load the audit log') : undefined;
  const otherFailure =
    (accountList.error && failureMessage(accountList.error, 'Failed to load the staff accounts')) ||
    (signOut.error && failureMessage(signOut.error, 'Failed to sign out')) ||
    undefined;

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = auditFilterFrom(new FormData(event.currentTarget));
    // Every Show asks the server afresh and reads "Loading the audit log…" meanwhile, even a repeated one.
    void queryClient.resetQueries({ queryKey: auditListQueryKey(next), exact: true });
    setFilter(next);
  }

  const accountsById = new Map((accounts ?? []).map((account) => [account.id, account]));

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => signOut.mutate()}>
          Sign out
        </Button>
      </div>

      <form
        onSubmit={applyFilter}
        aria-label="Filter the audit log"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4"
      >
        <BoundField field={filterField('accountId')}>
          {(control) => (
            <Select
              {...control()}
              options={accountOptions(accounts ?? [])}
              placeholder="All accounts"
              defaultValue=""
            />
          )}
        </BoundField>
        <BoundField field={filterField('action')}>
          {(control) => (
            <Select {...control()} options={actionOptions} placeholder="All actions" defaultValue="" />
          )}
        </BoundField>
        <BoundField field={filterField('fromDay')}>
          {(control) => <TextInput {...control({ type: 'date' })} />}
        </BoundField>
        <BoundField field={filterField('toDay')}>
          {(control) => <TextInput {...control({ type: 'date' })} />}
        </BoundField>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <Button type="submit" size="field">
            Show
          </Button>
          <a
            href={auditCsvUrl(filter)}
            download
            className="inline-flex h-11 items-center font-medium text-teal-800 underline"
          >
            Download CSV
          </a>
        </div>
      </form>

      <StaffTable
        caption="Audit log entries"
        scrollLabel="Audit log entries, scrolling sideways"
        columns={auditColumns(accountsById)}
        rows={accounts === undefined ? undefined : entries}
        rowKey={(entry) => entry.seq}
        rowClassName="align-top"
        status={{
          loading: 'Loading the audit log…',
          empty: 'No entries match these filters.',
          shown: (shown) =>
            `Showing ${shown.length} ${shown.length === 1 ? 'entry' : 'entries'}, newest first.`,
        }}
        error={failure ? { message: failure } : undefined}
        otherFailure={otherFailure}
        pager={{ query: list, label: 'Show older entries', loadingLabel: 'Loading older entries…' }}
      />
    </div>
  );
}

/** The owner's audit log: what every member of staff did, newest first, behind the staff gate. */
export function AuditLogScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="Every sign-in, change, export and erasure by staff, newest first."
      purpose="read the audit log"
      roles={auditEndpoints.list.access.roles}
    >
      {(session) => <AuditLog onLock={session.lock} />}
    </StaffScreen>
  );
}
