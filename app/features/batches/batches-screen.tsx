import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { type Batch, batchEndpoints, batchStates } from '#contract/batches.ts';
import { BatchForm } from './batch-form.tsx';
import { BatchImport } from './batch-import.tsx';
import { BatchLabels } from './batch-labels.tsx';
import { BatchState, batchStatusLabels } from './batch-status.tsx';
import { batchListQueryKey, useBatchList } from './batch-queries.ts';
import type { BatchFilter } from './batches-api.ts';

const stateOptions = batchStates.map((state) => ({
  value: state,
  label:
    state === 'expired'
      ? 'Expired'
      : state === 'seen-often'
        ? 'Packs seen unusually often'
        : batchStatusLabels[state],
}));

/** Dates as staff in India write them: "2 Nov 2026". */
const readableDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const packs = new Intl.NumberFormat('en-IN');

const headerCell = 'px-3 py-3 font-semibold';
const cell = 'px-3 py-2 text-slate-800 whitespace-nowrap';

interface BatchTableProps {
  batches: readonly Batch[];
  onEdit: (batch: Batch) => void;
  onLabels: (batch: Batch) => void;
}

function BatchTable({ batches, onEdit, onLabels }: BatchTableProps) {
  return (
    <div
      role="region"
      aria-label="Batches, scrolling sideways"
      // Focusable so keyboard users can scroll the table sideways on a narrow screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // Relative: the hidden labels inside are placed within it, not beyond the page's right edge.
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Batches, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={headerCell}>
              Batch
            </th>
            <th scope="col" className={headerCell}>
              Product
            </th>
            <th scope="col" className={headerCell}>
              Made
            </th>
            <th scope="col" className={headerCell}>
              Expires
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Packs
            </th>
            <th scope="col" className={headerCell}>
              State
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {batches.map((batch) => (
            <tr key={batch.id}>
              <th scope="row" className="px-3 py-2 font-mono font-semibold whitespace-nowrap text-slate-900">
                <bdi>{batch.batchNumber}</bdi>
              </th>
              <td className={cell}>{batch.productName}</td>
              <td className={cell}>
                <time dateTime={batch.manufacturedOn}>
                  {readableDate.format(new Date(batch.manufacturedOn))}
                </time>
              </td>
              <td className={cell}>
                <time dateTime={batch.expiresOn}>{readableDate.format(new Date(batch.expiresOn))}</time>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{packs.format(batch.quantity)}</td>
              <td className={cell}>
                <BatchState batch={batch} />
                {batch.packsSeenOften > 0 && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {packs.format(batch.packsSeenOften)} {batch.packsSeenOften === 1 ? 'pack' : 'packs'} seen
                    often
                  </span>
                )}
              </td>
              <td className={cell}>
                <Button variant="ghost" size="sm" onClick={() => onEdit(batch)}>
                  Change<span className="sr-only"> batch {batch.batchNumber}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onLabels(batch)}>
                  Labels<span className="sr-only"> for batch {batch.batchNumber}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const noFilter: BatchFilter = { q: '', state: '' };

/** The unlocked screen: the form, the labels and the import, then the list of batches. */
export function Batches({ onLock }: { onLock: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<BatchFilter>(noFilter);
  const list = useBatchList(filter);
  const [editing, setEditing] = useState<Batch>();
  const [labelling, setLabelling] = useState<Batch>();
  const [saved, setSaved] = useState('');
  const formRef = useRef<HTMLDivElement>(null);

  const batches = list.data?.pages.flatMap((page) => page.batches);
  const total = list.data?.pages[0]?.total ?? 0;
  const failure = list.error ? failureMessage(list.error, 'Failed to load the batches') : undefined;

  function showMore() {
    if (!list.hasNextPage || list.isFetchingNextPage) return;
    void list.fetchNextPage({ cancelRefetch: false });
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = { q: String(data.get('q') ?? '').trim(), state: String(data.get('state') ?? '') };
    // Every search asks the server afresh and reads "Loading batches…" meanwhile, even a repeated one.
    void queryClient.resetQueries({ queryKey: batchListQueryKey(next), exact: true });
    setFilter(next);
  }

  function startEditing(batch: Batch) {
    setEditing(batch);
    setSaved('');
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }

  function onSaved(batch: Batch, created: boolean) {
    setEditing(undefined);
    setSaved(created ? `Batch ${batch.batchNumber} recorded.` : `Batch ${batch.batchNumber} saved.`);
  }

  const status = failure
    ? ''
    : batches === undefined
      ? 'Loading batches…'
      : batches.length === 0
        ? filter.q || filter.state
          ? 'No batches match this search.'
          : 'No batches recorded yet.'
        : `Showing ${batches.length} of ${packs.format(total)} ${total === 1 ? 'batch' : 'batches'}, newest first.`;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <SignOutButton onLock={onLock} />
      <p role="status" className="text-sm font-semibold text-green-900">
        {saved}
      </p>
      <div ref={formRef} className="scroll-mt-4">
        <BatchForm
          key={editing ? `${editing.id}-${editing.version}` : 'new'}
          editing={editing}
          onSaved={onSaved}
          onCancel={() => setEditing(undefined)}
        />
      </div>
      {labelling && (
        <BatchLabels key={labelling.id} batch={labelling} onClose={() => setLabelling(undefined)} />
      )}
      <BatchImport
        onImported={(count) =>
          setSaved(`${packs.format(count)} ${count === 1 ? 'batch' : 'batches'} imported.`)
        }
      />

      <section aria-labelledby="batch-list-heading" className="space-y-4">
        <h2 id="batch-list-heading" className="text-xl font-semibold text-slate-900">
          Batches
        </h2>
        <form
          role="search"
          aria-label="Search the batches"
          onSubmit={search}
          className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        >
          <FormField label="Batch number or product">
            <TextInput name="q" type="search" autoComplete="off" />
          </FormField>
          <FormField label="State">
            <Select name="state" options={stateOptions} placeholder="Every state" defaultValue="" />
          </FormField>
          <Button type="submit" size="field">
            Search
          </Button>
        </form>
        <FormAlert message={failure} />
        <p className="text-sm text-slate-700" role="status">
          {status}
        </p>
        {batches && batches.length > 0 && (
          <BatchTable batches={batches} onEdit={startEditing} onLabels={setLabelling} />
        )}
        {batches && list.hasNextPage && (
          <Button variant="secondary" aria-disabled={list.isFetchingNextPage || undefined} onClick={showMore}>
            {list.isFetchingNextPage ? 'Loading more batches…' : 'Show more batches'}
          </Button>
        )}
      </section>
    </div>
  );
}

/** Staff with the catalogue role record the batches of our products, which pack codes name. */
export function BatchesScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="Every batch of our products: record one, import many from a file, and change a batch’s status."
      purpose="keep the batches"
      roles={batchEndpoints.list.access.roles}
    >
      {(session) => <Batches onLock={session.lock} />}
    </StaffScreen>
  );
}
