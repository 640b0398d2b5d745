import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { StaffSearchForm } from '#app/components/staff/staff-search-form.tsx';
import {
  type StaffColumn,
  StaffTable,
  sortParameterOf,
  staffSortOf,
} from '#app/components/staff/staff-table.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { BoundField } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import {
  type Batch,
  batchEndpoints,
  batchListQuery,
  type BatchSort,
  batchStates,
} from '#contract/batches.ts';
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
/** The search's fields, as the list's query names them; a refused search is shown above the list. */
const searchField = staffFormFields(batchListQuery, { q: 'Batch number or product', state: 'State' }, {});

const readableDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const packs = new Intl.NumberFormat('en-IN');

/** Every cell of a batch keeps to one line; the table scrolls sideways instead. */
const cell = 'whitespace-nowrap';

/** The columns but the actions, whose buttons reach into the screen. */
const batchColumns: StaffColumn<Batch>[] = [
  {
    header: 'Batch',
    className: `${cell} font-mono`,
    cell: (batch) => <bdi>{batch.batchNumber}</bdi>,
    sort: { key: 'batchNumber' },
  },
  { header: 'Product', className: cell, cell: (batch) => batch.productName },
  {
    header: 'Made',
    className: cell,
    cell: (batch) => (
      <time dateTime={batch.manufacturedOn}>{readableDate.format(new Date(batch.manufacturedOn))}</time>
    ),
  },
  {
    header: 'Expires',
    className: cell,
    cell: (batch) => <time dateTime={batch.expiresOn}>{readableDate.format(new Date(batch.expiresOn))}</time>,
    sort: { key: 'expiresOn' },
  },
  {
    header: 'Packs',
    headerClassName: 'text-right',
    className: `${cell} text-right tabular-nums`,
    cell: (batch) => packs.format(batch.quantity),
  },
  {
    header: 'State',
    className: cell,
    cell: (batch) => (
      <>
        <BatchState batch={batch} />
        {batch.packsSeenOften > 0 && (
          <span className="ml-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {packs.format(batch.packsSeenOften)} {batch.packsSeenOften === 1 ? 'pack' : 'packs'} seen often
          </span>
        )}
      </>
    ),
  },
];

const noFilter: BatchFilter = { q: '', state: '', sort: 'newest' };

/** What the status line and the caption say of the order. */
const orderNames: Record<BatchSort, string> = {
  newest: 'newest first',
  expiresOn: 'soonest to expire first',
  '-expiresOn': 'latest to expire first',
  batchNumber: 'by batch number, A to Z',
  '-batchNumber': 'by batch number, Z to A',
};

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

  function search(words: string, values: FormData) {
    const next = { q: words, state: String(values.get('state') ?? ''), sort: filter.sort };
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
        <StaffSearchForm label="Search the batches" wordsField={searchField('q')} onSearch={search}>
          <BoundField field={searchField('state')}>
            {(control) => (
              <Select {...control()} options={stateOptions} placeholder="Every state" defaultValue="" />
            )}
          </BoundField>
        </StaffSearchForm>
        <StaffTable
          caption={`Batches, ${orderNames[filter.sort]}`}
          scrollLabel="Batches, scrolling sideways"
          columns={[
            ...batchColumns,
            {
              header: <span className="sr-only">Actions</span>,
              className: cell,
              cell: (batch) => (
                <>
                  <Button variant="ghost" size="sm" onClick={() => startEditing(batch)}>
                    Change<span className="sr-only"> batch {batch.batchNumber}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setLabelling(batch)}>
                    Labels<span className="sr-only"> for batch {batch.batchNumber}</span>
                  </Button>
                </>
              ),
            },
          ]}
          rows={batches}
          rowKey={(batch) => batch.id}
          status={{
            loading: 'Loading batches…',
            empty: filter.q || filter.state ? 'No batches match this search.' : 'No batches recorded yet.',
            shown: (shown) =>
              `Showing ${shown.length} of ${packs.format(total)} ${total === 1 ? 'batch' : 'batches'}, ${orderNames[filter.sort]}.`,
          }}
          error={failure ? { message: failure } : undefined}
          pager={{ query: list, label: 'Show more batches', loadingLabel: 'Loading more batches…' }}
          sorting={{
            sort: staffSortOf(filter.sort),
            onSort: (sort) =>
              setFilter((current) => ({ ...current, sort: sortParameterOf(sort) as BatchSort })),
          }}
        />
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
