import { type FormEvent, Fragment, useCallback, useEffect, useState } from 'react';
import { StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isSessionExpired } from '#app/lib/api-client.ts';
import { type InboxList, inboxEndpoints, type LeadSummary } from '#contract/inbox.ts';
import { leadKinds, type LeadKind, type LeadStatus } from '#contract/lead-fields.ts';
import { leadKindLabels, leadStatusLabels } from '#contract/lead-texts.ts';
import { ErasureForm } from './erasure-form.tsx';
import { fetchInboxPage, type InboxFilter, filterQuery } from './inbox-api.ts';
import { dateTime, KindBadge } from './lead-display.tsx';
import { LeadDetailPanel, statusOptions } from './lead-detail-panel.tsx';

const kindOptions = leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }));
/** Adverse-event reports first: drug safety cannot wait. */
const kindsBySeverity: LeadKind[] = ['adverse-event', 'quote', 'contact', 'newsletter'];

interface InboxProps {
  onLock: () => Promise<void>;
  onSessionExpired: () => void;
}

function Inbox({ onLock, onSessionExpired }: InboxProps) {
  const [filter, setFilter] = useState<InboxFilter>({ kind: '', status: '', q: '' });
  const [list, setList] = useState<InboxList>();
  const [items, setItems] = useState<LeadSummary[]>([]);
  const [error, setError] = useState<string>();
  const [selected, setSelected] = useState<number>();
  const [version, setVersion] = useState(0);

  const show = (body: InboxList, append: boolean) => {
    setList(body);
    setItems((current) => (append ? [...current, ...body.items] : body.items));
    setError(undefined);
  };
  const expireOn401 = useCallback(
    (caught: unknown) => {
      if (isSessionExpired(caught)) onSessionExpired();
    },
    [onSessionExpired],
  );
  const fail = useCallback(
    (caught: unknown) => {
      setError(failureMessage(caught, String(caught)));
      expireOn401(caught);
    },
    [expireOn401],
  );

  useEffect(() => {
    let current = true;
    fetchInboxPage(filter).then(
      (body) => current && show(body, false),
      (caught: unknown) => current && fail(caught),
    );
    return () => {
      current = false;
    };
  }, [filter, version, fail]);

  const showMore = (cursor: string) => fetchInboxPage(filter, cursor).then((body) => show(body, true), fail);

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSelected(undefined);
    setFilter({
      kind: String(data.get('kind') ?? ''),
      status: String(data.get('status') ?? ''),
      q: String(data.get('q') ?? ''),
    });
  }

  const refresh = () => setVersion((value) => value + 1);

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

      <form
        onSubmit={applyFilter}
        aria-label="Filter submissions"
        className="grid gap-4 sm:grid-cols-4 sm:items-end"
      >
        <FormField label="Kind">
          <Select name="kind" options={kindOptions} placeholder="All kinds" defaultValue="" />
        </FormField>
        <FormField label="Status">
          <Select name="status" options={statusOptions} placeholder="All statuses" defaultValue="" />
        </FormField>
        <FormField label="Search">
          <TextInput name="q" type="search" placeholder="Name, email, reference, text" />
        </FormField>
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
      <div className="grid gap-8 lg:grid-cols-2">
        <ul
          aria-label="Submissions"
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {items.map((item) => (
            <li
              key={item.id}
              className={item.kind === 'adverse-event' ? 'border-l-4 border-red-700' : undefined}
            >
              <button
                type="button"
                onClick={() => setSelected(item.id)}
                aria-current={selected === item.id || undefined}
                className="block w-full p-4 text-left hover:bg-slate-50 aria-[current]:bg-teal-50"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <strong className="text-slate-900">{item.reference}</strong>
                  <KindBadge kind={item.kind} />
                  <span className="text-sm text-slate-700">
                    {leadStatusLabels[item.status as LeadStatus]}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-800">
                  {[item.name, item.email].filter(Boolean).map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' · '}
                      <bdi>{part}</bdi>
                    </Fragment>
                  ))}
                </span>
                <bdi className="mt-1 block truncate text-sm text-slate-700">{item.summary}</bdi>
                <span className="mt-1 block text-xs text-slate-600">{dateTime(item.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="space-y-4">
          {selected ? (
            <LeadDetailPanel key={selected} id={selected} onChanged={refresh} onFailure={expireOn401} />
          ) : (
            <p className="text-slate-700">Choose a submission to read it and change its status.</p>
          )}
        </div>
      </div>
      {list?.nextCursor && (
        <Button variant="secondary" onClick={() => list.nextCursor && void showMore(list.nextCursor)}>
          Show more
        </Button>
      )}
      <ErasureForm onErased={refresh} onFailure={expireOn401} />
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
      {(session) => <Inbox onLock={session.lock} onSessionExpired={session.expire} />}
    </StaffScreen>
  );
}
