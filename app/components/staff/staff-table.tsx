import type { FetchNextPageOptions } from '@tanstack/react-query';
import { type Key, type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { cn } from '#app/components/ui/class-names.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** The directions of `aria-sort`. */
export type SortDirection = 'ascending' | 'descending';

/** A list's order: which sortable column, and which way. */
export interface StaffSort {
  key: string;
  direction: SortDirection;
}

export interface StaffColumnSort<Row> {
  /** The order's name: the value of the list's sort parameter, or the screen's own name for loaded rows. */
  key: string;
  /** Which way the first press sorts; ascending unless told. */
  first?: SortDirection;
  /** Puts two loaded rows in ascending order; a list the API sorts leaves it out. */
  compare?: (a: Row, b: Row) => number;
}

/** An API's sort parameter (`expiresOn`, `-expiresOn`: descending) as the table's order. */
export function staffSortOf(parameter: string): StaffSort {
  return parameter.startsWith('-')
    ? { key: parameter.slice(1), direction: 'descending' }
    : { key: parameter, direction: 'ascending' };
}

/** The table's order as an API's sort parameter. */
export const sortParameterOf = ({ key, direction }: StaffSort): string =>
  direction === 'descending' ? `-${key}` : key;

/** The order shown and how to change it; the header of each sortable column becomes a button. */
export interface StaffSorting {
  sort: StaffSort;
  onSort: (sort: StaffSort) => void;
}

export interface StaffColumn<Row> {
  /** The column header's content; an actions column names itself for screen readers only. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Added to every cell of the column, the header excepted; a function when it depends on the row. */
  className?: string | ((row: Row) => string);
  /** Added to the column's header. */
  headerClassName?: string;
  /** Given, the list can be put in the column's order by pressing its header. */
  sort?: StaffColumnSort<Row>;
}

/** The part of a TanStack infinite query the pager reads. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: FetchNextPageOptions) => Promise<unknown>;
}

export interface StaffTablePager {
  query: NextPageQuery;
  /** The button's text, e.g. "Show more batches". */
  label: string;
  /** Its text while the next page loads, e.g. "Loading more batches…". */
  loadingLabel: string;
}

export interface StaffTableStatus<Row> {
  loading: string;
  empty: string;
  /** What the rows shown are, e.g. "Showing 20 of 134 batches, newest first." */
  shown: (rows: readonly Row[]) => string;
}

export interface StaffTableError {
  message: string;
  retry?: { label: string; onRetry: () => void };
}

export interface StaffTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  /** The name of the region that scrolls the table sideways on a narrow screen. */
  scrollLabel: string;
  columns: readonly StaffColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  rowClassName?: string;
  status: StaffTableStatus<Row>;
  /** The list's own failure: the status line stays empty meanwhile. */
  error?: StaffTableError;
  /** A failure of another of the screen's requests, shown in the same alert while the list has none. */
  otherFailure?: string;
  /**
   * An alert of its own, below the list's, for refusals of the row actions (its message undefined
   * while there is none); screens whose rows change nothing leave it out.
   */
  actionAlert?: { message: string | undefined };
  pager?: StaffTablePager;
  sorting?: StaffSorting;
  /** Given, screens narrower than 768 px get a card per row instead of the table. */
  cards?: StaffCards<Row>;
}

export interface StaffCards<Row> {
  /** The card list's accessible name. */
  label: string;
  /** One row's card, inside its list item. */
  card: (row: Row) => ReactNode;
}

export interface StaffRowsProps<Row> {
  /** The table's accessible name. */
  caption: string;
  /** Shown, the caption is the table's visible title; otherwise it is for screen readers only. */
  captionShown?: boolean;
  /** The table's id, for a chart that it describes. */
  id?: string;
  /** The table's own classes, in place of 'w-full text-left text-sm'. */
  tableClassName?: string;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: string;
  /** The classes of the box around the table; without them and a scroll label, the table has no box. */
  frameClassName?: string;
  /** Given, the box is a region of this name that keyboard users can focus to scroll the table sideways. */
  scrollLabel?: string;
  /** Roomy cells are spaced wider and leave the text colour of data cells to their column. */
  cells?: 'compact' | 'roomy';
  /**
   * A ruled table, a small summary inside a panel, has a rule under its header and each row instead of
   * a header band and dividers, and its cells carry only their column's classes (`cells` aside).
   */
  ruled?: boolean;
  /** Given, screens narrower than 768 px get a card per row instead of the table. */
  cards?: StaffCards<Row>;
  /** Given, the headers of sortable columns are buttons that change it; the rows come in its order. */
  sorting?: StaffSorting;
}

const cellClasses = {
  compact: {
    header: 'px-3 py-3 font-semibold',
    rowHeader: 'px-3 py-2 font-semibold text-slate-900',
    data: 'px-3 py-2 text-slate-800',
  },
  roomy: {
    header: 'px-4 py-3 font-semibold',
    rowHeader: 'px-4 py-3 font-semibold text-slate-900',
    data: 'px-4 py-3',
  },
} as const;

const bandedParts = {
  head: 'bg-slate-50 text-slate-700',
  headRow: undefined,
  body: 'divide-y divide-slate-200',
  row: undefined,
};

const ruledParts = {
  head: undefined,
  headRow: 'border-b border-slate-300',
  body: undefined,
  row: 'border-b border-slate-200',
};

const ruledCells = { header: undefined, rowHeader: undefined, data: undefined };

/** The classes joined, or none at all rather than an empty class attribute. */
function classesOrNone(...inputs: (string | undefined)[]): string | undefined {
  return cn(inputs) || undefined;
}

/** The table shows from 768 px (Tailwind's md); narrower screens get the cards. */
const wideQuery = '(min-width: 768px)';

function subscribeToWidth(onChange: () => void) {
  const media = window.matchMedia(wideQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const alwaysWide = () => true;
const neverChanges = () => () => {};

/**
 * Whether the screen is wide enough for the table, so only one of the two layouts is rendered; a
 * list without cards never asks. Staff lists are drawn only after the session check in the browser,
 * never prerendered, so the server answer (wide) is never shown.
 */
function useWideScreen(hasCards: boolean): boolean {
  return useSyncExternalStore(
    hasCards ? subscribeToWidth : neverChanges,
    hasCards ? () => window.matchMedia(wideQuery).matches : alwaysWide,
    alwaysWide,
  );
}

/** The order a press on the column's header asks for: the other way if it is the order shown. */
function nextSort<Row>(columnSort: StaffColumnSort<Row>, shown: StaffSort): StaffSort {
  if (columnSort.key !== shown.key)
    return { key: columnSort.key, direction: columnSort.first ?? 'ascending' };
  return { key: shown.key, direction: shown.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * A sortable column's header, as in the WAI-ARIA sortable table: a button inside the header cell,
 * which alone carries `aria-sort`, and only while the rows are in its order.
 */
function SortableHeader<Row>({
  column,
  columnSort,
  sorting,
  className,
}: {
  column: StaffColumn<Row>;
  columnSort: StaffColumnSort<Row>;
  sorting: StaffSorting;
  className: string | undefined;
}) {
  const direction = sorting.sort.key === columnSort.key ? sorting.sort.direction : undefined;
  return (
    <th scope="col" aria-sort={direction} className={className}>
      <button
        type="button"
        onClick={() => sorting.onSort(nextSort(columnSort, sorting.sort))}
        className="inline-flex min-h-6 items-center gap-1 rounded-sm text-left font-semibold underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {column.header}
        {direction && (
          <Icon name="chevron-down" className={direction === 'ascending' ? 'rotate-180' : undefined} />
        )}
      </button>
    </th>
  );
}

/**
 * The loaded rows in the order chosen, for a list that is not paged: every row it has is here, so
 * sorting them is sorting the list. Rows the order ties keep the order they came in.
 */
export function useLoadedRowsSort<Row>(
  rows: readonly Row[] | undefined,
  columns: readonly StaffColumn<Row>[],
  initial: StaffSort,
): { rows: readonly Row[] | undefined; sorting: StaffSorting } {
  const [sort, setSort] = useState(initial);
  const compare = columns.find((column) => column.sort?.key === sort.key)?.sort?.compare;
  const sorted = useMemo(() => {
    if (!rows || !compare) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return rows.toSorted((a, b) => sign * compare(a, b));
  }, [rows, compare, sort.direction]);
  return { rows: sorted, sorting: { sort, onSort: setSort } };
}

/**
 * The rows of a staff list: a table in its box (its first column names each row) or, on a narrow
 * screen, a card per row when the list has cards.
 */
export function StaffRows<Row>({
  caption,
  captionShown = false,
  id,
  tableClassName = 'w-full text-left text-sm',
  columns,
  rows,
  rowKey,
  rowClassName,
  frameClassName,
  scrollLabel,
  cells = 'compact',
  ruled = false,
  cards,
  sorting,
}: StaffRowsProps<Row>) {
  const wide = useWideScreen(cards !== undefined);
  if (cards && !wide) {
    return (
      <ul aria-label={cards.label} className="space-y-4">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            {cards.card(row)}
          </li>
        ))}
      </ul>
    );
  }
  const classes = ruled ? ruledCells : cellClasses[cells];
  const parts = ruled ? ruledParts : bandedParts;
  const cellClass = (column: StaffColumn<Row>, row: Row) =>
    typeof column.className === 'function' ? column.className(row) : column.className;
  const table = (
    <table id={id} className={tableClassName}>
      <caption className={captionShown ? 'mb-2 text-left font-semibold text-slate-900' : 'sr-only'}>
        {caption}
      </caption>
      <thead className={parts.head}>
        <tr className={parts.headRow}>
          {columns.map((column, index) =>
            column.sort && sorting ? (
              <SortableHeader
                key={index}
                column={column}
                columnSort={column.sort}
                sorting={sorting}
                className={classesOrNone(classes.header, column.headerClassName)}
              />
            ) : (
              <th key={index} scope="col" className={classesOrNone(classes.header, column.headerClassName)}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className={parts.body}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={classesOrNone(parts.row, rowClassName)}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th
                  key={index}
                  scope="row"
                  className={classesOrNone(classes.rowHeader, cellClass(column, row))}
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={classesOrNone(classes.data, cellClass(column, row))}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (scrollLabel === undefined) {
    return frameClassName === undefined ? table : <div className={frameClassName}>{table}</div>;
  }
  return (
    <div
      role="region"
      aria-label={scrollLabel}
      // Focusable so keyboard users can scroll the table sideways on a narrow screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={frameClassName}
    >
      {table}
    </div>
  );
}

/**
 * A staff list: its alert, a status line saying what is shown, the table (its first column names
 * each row) and a button that loads the next page.
 */
export function StaffTable<Row>({
  rows,
  status,
  error,
  otherFailure,
  actionAlert,
  pager,
  ...shown
}: StaffTableProps<Row>) {
  const statusText = error
    ? ''
    : rows === undefined
      ? status.loading
      : rows.length === 0
        ? status.empty
        : status.shown(rows);
  function showMore() {
    const query = pager?.query;
    if (!query?.hasNextPage || query.isFetchingNextPage) return;
    void query.fetchNextPage({ cancelRefetch: false });
  }

  return (
    <>
      <FormAlert message={error?.message ?? otherFailure} />
      {error?.retry && (
        <Button variant="secondary" onClick={error.retry.onRetry}>
          {error.retry.label}
        </Button>
      )}
      {actionAlert && <FormAlert message={actionAlert.message} />}
      <p className="text-sm text-slate-700" role="status">
        {statusText}
      </p>
      {rows && rows.length > 0 && (
        <StaffRows
          {...shown}
          rows={rows}
          // Relative: the hidden labels inside are placed within it, not beyond the page's right edge.
          frameClassName="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
        />
      )}
      {rows && pager?.query.hasNextPage && (
        <Button
          variant="secondary"
          aria-disabled={pager.query.isFetchingNextPage || undefined}
          onClick={showMore}
        >
          {pager.query.isFetchingNextPage ? pager.loadingLabel : pager.label}
        </Button>
      )}
    </>
  );
}
