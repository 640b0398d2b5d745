import { type FormEvent, Fragment, useEffect, useState } from 'react';
import { StaffSessionGate } from '#app/components/staff-session-gate.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { leadKinds, type LeadKind, type LeadStatus, leadStatuses } from '#contract/lead-fields.ts';
import { leadFieldLabels, leadKindLabels, leadStatusLabels } from '#contract/lead-texts.ts';
import type { InboxList, LeadDetail, LeadSummary } from '#contract/leads.ts';

interface Filter {
  kind: string;
  status: string;
  q: string;
}

const kindOptions = leadKinds.map((kind) => ({ value: kind, label: leadKindLabels[kind] }));
const statusOptions = leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }));
/** Adverse-event reports first: drug safety cannot wait. */
const kindsBySeverity: LeadKind[] = ['adverse-event', 'quote', 'contact', 'newsletter'];

function filterQuery(filter: Filter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, value);
  return params.toString();
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}.`);
  return body;
}

async function fetchPage(filter: Filter, cursor?: string): Promise<InboxList> {
  return readJson<InboxList>(await fetch(`/api/inbox?${filterQuery(filter, cursor ? { cursor } : {})}`));
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });

function KindBadge({ kind }: { kind: LeadKind }) {
  return kind === 'adverse-event' ? (
    <span className="rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">Safety</span>
  ) : (
    <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
      {leadKindLabels[kind]}
    </span>
  );
}

function fieldValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

function LeadDetailPanel({ id, onChanged }: { id: number; onChanged: () => void }) {
  const [item, setItem] = useState<LeadDetail>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetch(`/api/inbox/${id}`)
      .then((response) => readJson<{ item: LeadDetail }>(response))
      .then(
        (body) => current && setItem(body.item),
        (caught: unknown) => current && setError(caught instanceof Error ? caught.message : String(caught)),
      );
    return () => {
      current = false;
    };
  }, [id]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaving(true);
    try {
      const response = await fetch(`/api/inbox/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: data.get('status'), note: data.get('note') || undefined }),
      });
      const body = await readJson<{ item: LeadDetail }>(response);
      setItem(body.item);
      setError(undefined);
      onChanged();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSaving(false);
    }
  }

  if (!item) return <FormAlert message={error} />;
  const labels = leadFieldLabels[item.kind];
  return (
    <section
      aria-labelledby="lead-detail-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2
        id="lead-detail-heading"
        className="flex flex-wrap items-center gap-2 text-xl font-bold text-slate-900"
      >
        {item.reference} <KindBadge kind={item.kind} />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Received {dateTime(item.createdAt)}
        {item.consentAt ? `; agreed to the terms and privacy policy ${dateTime(item.consentAt)}` : ''}.
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {Object.entries(item.fields).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-slate-800">{labels[key] ?? key}</dt>
            <dd className="whitespace-pre-wrap text-slate-900">
              <bdi>{fieldValue(value)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-slate-900">History</h3>
      {item.history.length === 0 ? (
        <p className="text-sm text-slate-700">No status changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-slate-800">
          {item.history.map((change) => (
            <li key={change.at + change.to}>
              {dateTime(change.at)}: {leadStatusLabels[change.from]} → {leadStatusLabels[change.to]}
              {change.note ? ` (${change.note})` : ''}
            </li>
          ))}
        </ol>
      )}
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

function ErasureForm({ onErased }: { onErased: () => void }) {
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email || !window.confirm(`Erase every submission from ${email}? This cannot be undone.`)) return;
    try {
      const response = await fetch(`/api/personal-data?${new URLSearchParams({ email })}`, {
        method: 'DELETE',
      });
      const body = await readJson<{ erased: number; anonymised: number }>(response);
      setError(undefined);
      setMessage(
        `Erased ${body.erased} submissions; removed the reporter's details from ${body.anonymised} adverse-event reports.`,
      );
      onErased();
    } catch (caught) {
      setMessage(undefined);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }

  return (
    <form
      onSubmit={(event) => void erase(event)}
      aria-label="Erase personal data"
      className="flex flex-wrap items-end gap-3"
    >
      <FormField label="Erase a person's data (email address)" className="min-w-64 flex-1">
        <TextInput name="email" type="email" />
      </FormField>
      <Button type="submit" variant="secondary" size="field">
        Erase
      </Button>
      <p role="status" className="w-full text-sm text-slate-800">
        {message}
      </p>
      <FormAlert message={error} />
    </form>
  );
}

function Inbox({ onLock }: { onLock: () => Promise<void> }) {
  const [filter, setFilter] = useState<Filter>({ kind: '', status: '', q: '' });
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
  const fail = (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught));

  useEffect(() => {
    let current = true;
    fetchPage(filter).then(
      (body) => current && show(body, false),
      (caught: unknown) => current && fail(caught),
    );
    return () => {
      current = false;
    };
  }, [filter, version]);

  const showMore = (cursor: string) => fetchPage(filter, cursor).then((body) => show(body, true), fail);

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
            <LeadDetailPanel key={selected} id={selected} onChanged={refresh} />
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
      <ErasureForm onErased={refresh} />
    </div>
  );
}

/** The staff inbox: every submission of the public forms, behind the admin session. */
export function InboxScreen({ title }: { title: string }) {
  return (
    <>
      <header className="bg-slate-50 px-4 py-10 text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-slate-700">
          Quote requests, messages, sign-ups and adverse-event reports
        </p>
      </header>
      <StaffSessionGate>{(lock) => <Inbox onLock={lock} />}</StaffSessionGate>
    </>
  );
}
