import { useEffect, useRef, useState } from 'react';
import { ChangeNotice } from '#app/components/staff/change-notice.tsx';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import {
  type SortDirection,
  type StaffColumn,
  type StaffSort,
  StaffTable,
  useLoadedRowsSort,
} from '#app/components/staff/staff-table.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import {
  type Recall,
  recallEndpoints,
  recallMessages,
  recallClasses,
  recallNoticePath,
  recallReasonLabels,
  recallStatuses,
} from '#contract/recalls.ts';
import { RecallForm } from './recall-form.tsx';
import { RecallStatusBadge } from './recall-status.tsx';
import { recallClassLabel } from './recall-texts.ts';
import { recallAsUpdate, useLatestRecall, useRecalls, useUpdateRecall } from './recalls-api.ts';

const count = new Intl.NumberFormat('en-IN');

/** Cells keep to one line, the batches excepted; the table scrolls sideways instead. */
const cell = 'whitespace-nowrap';

const batchList = (recall: Recall) => recall.batches.map((batch) => batch.batchNumber).join(', ');

const byName = new Intl.Collator('en-IN');

/** How the list is ordered, as its caption and status line say it, by sort key and direction. */
const orderTexts: Record<string, Record<SortDirection, string>> = {
  product: { ascending: 'by product, A to Z', descending: 'by product, Z to A' },
  class: { ascending: 'Class I first', descending: 'Class III first' },
  status: { ascending: 'open first', descending: 'completed first' },
  published: { ascending: 'oldest first', descending: 'newest first' },
};

/** The API's order: every notice is loaded (the list is not paged), so any other is sorted here. */
const newestFirst: StaffSort = { key: 'published', direction: 'descending' };

/** The columns but the actions, whose buttons reach into the screen. */
const recallColumns: StaffColumn<Recall>[] = [
  {
    header: 'Product',
    className: cell,
    cell: (recall) => <bdi>{recall.productName}</bdi>,
    sort: { key: 'product', compare: (a, b) => byName.compare(a.productName, b.productName) },
  },
  {
    header: 'Batches',
    // Wraps: a notice names up to 50 batches.
    className: 'max-w-64 min-w-40 font-mono break-words',
    cell: (recall) => <bdi>{batchList(recall)}</bdi>,
  },
  {
    header: 'Class',
    className: cell,
    cell: (recall) => recallClassLabel(recall.recallClass),
    sort: {
      key: 'class',
      compare: (a, b) => recallClasses.indexOf(a.recallClass) - recallClasses.indexOf(b.recallClass),
    },
  },
  { header: 'Reason', className: cell, cell: (recall) => recallReasonLabels[recall.reason] },
  {
    header: 'Status',
    className: cell,
    cell: (recall) => (
      <>
        <RecallStatusBadge status={recall.status} />
        {recall.completedAt && (
          <span className="mt-1 block text-xs text-slate-700">
            <time dateTime={recall.completedAt}>{istDateTime(recall.completedAt)}</time>
          </span>
        )}
      </>
    ),
    sort: {
      key: 'status',
      compare: (a, b) => recallStatuses.indexOf(a.status) - recallStatuses.indexOf(b.status),
    },
  },
  {
    header: 'Published',
    className: cell,
    cell: (recall) => <time dateTime={recall.publishedAt}>{istDateTime(recall.publishedAt)}</time>,
    sort: {
      key: 'published',
      first: 'descending',
      compare: (a, b) => a.publishedAt.localeCompare(b.publishedAt),
    },
  },
];

/** Where focus goes once the screen has rendered a change. */
type FocusTarget = { to: 'form' } | { to: 'saved' } | { to: 'row'; id: number };

/** The unlocked screen: the form, then every notice with its actions. */
function Recalls({ onLock }: { onLock: () => Promise<void> }) {
  const list = useRecalls();
  const latest = useLatestRecall();
  const marking = useUpdateRecall();
  const [editing, setEditing] = useState<Recall>();
  const [saved, setSaved] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget>();
  const savedRef = useRef<HTMLParagraphElement>(null);
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLElement>(null);

  const { rows: recalls, sorting } = useLoadedRowsSort(list.data?.recalls, recallColumns, newestFirst);
  const order = orderTexts[sorting.sort.key]?.[sorting.sort.direction];
  const failure = list.error ? failureMessage(list.error, 'Failed to load the recall notices') : undefined;
  /** A refusal of "Mark completed" or of loading a newer version, kept apart from the list's own. */
  const actionFailure = marking.error
    ? failureMessage(marking.error, 'Failed to mark the recall completed')
    : latest.error
      ? failureMessage(latest.error, 'Failed to load the recall notices')
      : latest.isSuccess && latest.data === undefined
        ? recallMessages.notFound
        : undefined;

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.to === 'form') formHeadingRef.current?.focus();
    else if (focusTarget.to === 'saved') savedRef.current?.focus();
    else listRef.current?.querySelector<HTMLElement>(`[data-recall-edit="${focusTarget.id}"]`)?.focus();
  }, [focusTarget]);

  // A request still under way keeps its answer coming: only a settled one is cleared.
  function clearActionFailure() {
    if (!marking.isPending) marking.reset();
    if (!latest.isPending) latest.reset();
  }

  function startEditing(recall: Recall) {
    setEditing(recall);
    setSaved('');
    clearActionFailure();
    setFocusTarget({ to: 'form' });
  }

  function stopEditing() {
    const id = editing?.id;
    setEditing(undefined);
    if (id !== undefined) setFocusTarget({ to: 'row', id });
  }

  function onSaved(recall: Recall, published: boolean) {
    setEditing(undefined);
    setSaved(
      published
        ? `The recall of ${recall.productName} is published, and ${recall.batches.length === 1 ? 'its batch is' : `its ${count.format(recall.batches.length)} batches are`} marked recalled.`
        : `The recall notice of ${recall.productName} is saved.`,
    );
    setFocusTarget({ to: 'saved' });
  }

  function loadLatest(id: number) {
    clearActionFailure();
    latest.mutate(id, {
      onSuccess: (found) => {
        setEditing(found);
        if (found) setFocusTarget({ to: 'form' });
      },
    });
  }

  function markCompleted(recall: Recall) {
    if (marking.isPending) return;
    setSaved('');
    clearActionFailure();
    // A 409 says the list is out of date: it is read again whatever the answer.
    marking.mutate(
      { recall, update: { ...recallAsUpdate(recall), status: 'completed' } },
      {
        onSuccess: (answer) => {
          // A form open on this notice holds the version before this one: close it.
          setEditing((shown) => (shown?.id === recall.id ? undefined : shown));
          setSaved(`The recall of ${answer.recall.productName} is marked completed.`);
          setFocusTarget({ to: 'row', id: recall.id });
        },
      },
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <SignOutButton onLock={onLock} />
      <ChangeNotice ref={savedRef}>{saved}</ChangeNotice>
      <RecallForm
        key={editing ? `${editing.id}-${editing.version}` : 'new'}
        editing={editing}
        headingRef={formHeadingRef}
        onSaved={onSaved}
        onCancel={stopEditing}
        onLoadLatest={loadLatest}
      />

      <section ref={listRef} aria-labelledby="recall-list-heading" className="space-y-4">
        <h2 id="recall-list-heading" className="text-xl font-semibold text-slate-900">
          Recall notices
        </h2>
        <StaffTable
          caption={`Recall notices, ${order}`}
          scrollLabel="Recall notices, scrolling sideways"
          columns={[
            ...recallColumns,
            {
              header: <span className="sr-only">Public notice and actions</span>,
              className: cell,
              cell: (recall) => (
                <div className="flex items-center gap-1">
                  <a
                    href={recallNoticePath(recall.id)}
                    className="inline-flex h-9 items-center rounded-md px-3 font-medium text-teal-800 underline"
                  >
                    Public notice<span className="sr-only"> of the recall of {recall.productName}</span>
                  </a>
                  <Button
                    variant="ghost"
                    size="sm"
                    data-recall-edit={recall.id}
                    onClick={() => startEditing(recall)}
                  >
                    Edit<span className="sr-only"> the recall of {recall.productName}</span>
                  </Button>
                  {recall.status === 'open' && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-disabled={marking.isPending || undefined}
                      onClick={() => markCompleted(recall)}
                    >
                      {marking.isPending && marking.variables.recall.id === recall.id
                        ? 'Marking…'
                        : 'Mark completed'}
                      <span className="sr-only"> the recall of {recall.productName}</span>
                    </Button>
                  )}
                </div>
              ),
            },
          ]}
          rows={recalls}
          sorting={sorting}
          rowKey={(recall) => recall.id}
          rowClassName="align-top"
          status={{
            loading: 'Loading recall notices…',
            empty: 'No recall notices yet.',
            shown: (shown) => {
              const open = shown.filter((recall) => recall.status === 'open').length;
              return `${count.format(shown.length)} ${shown.length === 1 ? 'notice' : 'notices'}, ${count.format(open)} open, ${order}.`;
            },
          }}
          error={failure ? { message: failure } : undefined}
          actionAlert={{ message: actionFailure }}
        />
      </section>
    </div>
  );
}

/** Staff with the safety or catalogue role publish recall notices of our products and close them. */
export function RecallsScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="Publish a recall notice of batches of our products, correct it, and mark it completed once the packs are back."
      purpose="publish recall notices"
      roles={recallEndpoints.list.access.roles}
    >
      {(session) => <Recalls onLock={session.lock} />}
    </StaffScreen>
  );
}
