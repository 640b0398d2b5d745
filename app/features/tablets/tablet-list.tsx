/**
 * The tablet list in its four states (loading, error, empty, populated): a table from 768 px, cards
 * below, a search and sort toolbar and a pager.
 */
import { type MouseEvent, useId, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { type TabletSort, tabletListLimits } from '#contract/tablet.ts';
import type { ListedTablet } from './tablets-api.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { SearchField } from '#app/components/ui/search-field.tsx';
import { type StaffCards, type StaffColumn, StaffRows } from '#app/components/staff/staff-table.tsx';
import { formatRupees } from '#app/lib/money.ts';
import {
  isTabletSort,
  tabletSortOptions,
  useTabletPage,
  readListAddress,
  writeListAddress,
} from './tablet-queries.ts';

interface TabletRowHandlers {
  onEdit: (tablet: ListedTablet) => void;
  /** The button is passed so focus can return to it when the dialog closes. */
  onDelete: (tablet: ListedTablet, opener: HTMLElement) => void;
}

function TabletRowActions({ tablet, onEdit, onDelete }: { tablet: ListedTablet } & TabletRowHandlers) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" aria-label={`Edit ${tablet.name}`} onClick={() => onEdit(tablet)}>
        <Icon name="pencil" />
        Edit
      </Button>
      <Button
        variant="dangerOutline"
        size="sm"
        aria-label={`Delete ${tablet.name}`}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onDelete(tablet, event.currentTarget)}
      >
        <Icon name="trash" />
        Delete
      </Button>
    </div>
  );
}

/** The table's columns, shown from 768 px. */
function tabletColumns(handlers: TabletRowHandlers): StaffColumn<ListedTablet>[] {
  return [
    { header: 'Name', className: 'break-words', cell: (tablet) => <bdi>{tablet.name}</bdi> },
    {
      header: 'Generic name',
      className: 'break-words text-slate-700',
      cell: (tablet) => <bdi>{tablet.genericName}</bdi>,
    },
    {
      header: 'Price',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap text-slate-900 tabular-nums',
      cell: (tablet) => formatRupees(tablet.price),
    },
    {
      header: 'Description',
      className: 'max-w-md break-words text-slate-700',
      cell: (tablet) =>
        tablet.description !== undefined ? (
          <bdi>{tablet.description}</bdi>
        ) : (
          <span className="text-slate-600">No description</span>
        ),
    },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (tablet) => <TabletRowActions tablet={tablet} {...handlers} />,
    },
  ];
}

/** A card per tablet, shown below 768 px instead of the table. */
function tabletCards(handlers: TabletRowHandlers): StaffCards<ListedTablet> {
  return {
    label: 'Tablets',
    card: (tablet) => (
      <>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words text-slate-900">
              <bdi>{tablet.name}</bdi>
            </h3>
            <p className="break-words text-slate-700">
              <bdi>{tablet.genericName}</bdi>
            </p>
          </div>
          <p className="shrink-0 text-lg font-semibold text-teal-800 tabular-nums">
            {formatRupees(tablet.price)}
          </p>
        </div>
        {tablet.description && (
          <p className="mt-3 text-sm break-words text-slate-700">
            <bdi>{tablet.description}</bdi>
          </p>
        )}
        <div className="mt-4">
          <TabletRowActions tablet={tablet} {...handlers} />
        </div>
      </>
    ),
  };
}

interface TabletListToolbarProps {
  query: string;
  sort: TabletSort;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: TabletSort) => void;
}

function TabletListToolbar({ query, sort, onQueryChange, onSortChange }: TabletListToolbarProps) {
  const sortId = `${useId()}-sort`;
  return (
    <div className="flex flex-wrap items-start gap-4">
      <SearchField
        id={`${sortId}-search`}
        label="Search tablets"
        placeholder="Name or generic name"
        value={query}
        onChange={onQueryChange}
        className="w-full sm:w-80"
      />
      <div className="w-full sm:w-56">
        <label htmlFor={sortId} className="block text-sm font-semibold text-slate-800">
          Sort by
        </label>
        <Select
          id={sortId}
          value={sort}
          options={tabletSortOptions}
          onChange={(event) => {
            if (isTabletSort(event.target.value)) onSortChange(event.target.value);
          }}
          className="mt-2 py-3"
        />
      </div>
    </div>
  );
}

interface TabletPagerProps {
  page: number;
  pages: number;
  onPrevious?: () => void;
  onNext?: () => void;
}

/** Previous and next page; a missing handler means there is no page that way. */
function TabletPager({ page, pages, onPrevious, onNext }: TabletPagerProps) {
  if (!onPrevious && !onNext) return null;
  return (
    <nav aria-label="Pages of tablets" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={!onPrevious} onClick={onPrevious}>
        <Icon name="chevron-left" className="size-4" />
        Previous page
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {Math.max(pages, page)}
      </p>
      <Button variant="secondary" disabled={!onNext} onClick={onNext}>
        Next page
        <Icon name="chevron-right" className="size-4" />
      </Button>
    </nav>
  );
}

function TabletListEmpty({ query }: { query: string }) {
  const searching = query.trim() !== '';
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <Icon name="package-open" className="mx-auto size-10 text-slate-500" />
      <p className="mt-3 text-lg font-semibold text-slate-900">No tablets found</p>
      <p className="mt-1 text-slate-700">
        {searching
          ? `No tablet name or generic name contains “${query.trim()}”.`
          : 'Add the first tablet with the Add New Tablet button.'}
      </p>
    </div>
  );
}

const listLoadFallbackMessage = 'Failed to load tablets. Please try again.';

function TabletListError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section
      aria-labelledby="tablet-list-error-heading"
      className="mt-6 rounded-xl border border-red-300 bg-red-50 p-6 text-center"
    >
      <Icon name="triangle-exclamation-point" className="mx-auto size-8 text-red-700" />
      <h2 id="tablet-list-error-heading" className="mt-3 text-xl font-semibold text-red-900">
        Error Loading Tablets
      </h2>
      <p className="mt-2 break-words text-red-900">{message || listLoadFallbackMessage}</p>
      <Button
        variant="secondary"
        onClick={() => {
          if (!retrying) onRetry();
        }}
        aria-disabled={retrying || undefined}
        className="mt-4"
      >
        <Icon name="refresh-cw" className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        Retry
      </Button>
    </section>
  );
}

const placeholderRows = [0, 1, 2, 3];

/** Shown while the list loads; shaped like the list so it does not jump when the data arrives. */
function TabletListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">Loading tablets…</span>
      <div aria-hidden="true" className="space-y-3 motion-safe:animate-pulse">
        <div className="flex flex-wrap gap-3">
          <div className="h-10 w-full rounded-md bg-slate-200 sm:w-72" />
          <div className="h-10 w-48 rounded-md bg-slate-200" />
        </div>
        <div className="hidden h-11 rounded-t-xl bg-slate-100 md:block" />
        {placeholderRows.map((row) => (
          <div key={row} className="h-32 rounded-xl bg-slate-100 md:h-14 md:rounded-none" />
        ))}
      </div>
    </div>
  );
}

/** How long typing pauses before the search goes to the server. */
const searchDebounceMs = 250;

const pageSize = tabletListLimits.defaultLimit;
const numbers = new Intl.NumberFormat('en-IN');

function countText(first: number, shown: number, total: number): string {
  const noun = total === 1 ? 'tablet' : 'tablets';
  if (shown === total) return `${numbers.format(total)} ${noun}`;
  return `Showing ${numbers.format(first)}–${numbers.format(first + shown - 1)} of ${numbers.format(total)} ${noun}`;
}

/**
 * The list in its four states: loading, error, empty, populated. The server searches, sorts and
 * pages; the search and sort live in the address, the page in memory (cursors of earlier pages).
 */
export function TabletList(handlers: TabletRowHandlers) {
  const [params, setParams] = useSearchParams();
  // The address gives the first search and sort; from then on the screen's state is the truth and
  // the address follows it (router updates are asynchronous, so reading them back would race).
  const [initial] = useState(() => readListAddress(params));
  const [typed, setTyped] = useState(initial.q);
  const [q, setQ] = useState(initial.q);
  const [sort, setSort] = useState(initial.sort);
  const listKey = `${sort}\n${q}`;
  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: listKey,
    cursors: [undefined],
  });
  const cursors = paging.key === listKey ? paging.cursors : [undefined];
  const pageQuery = useTabletPage({ q, sort, cursor: cursors.at(-1) });
  const { data, error, errorUpdatedAt, isError, isFetching } = pageQuery;
  const errorMessage = error?.message || listLoadFallbackMessage;

  // Typing asks the server only once it pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const address = writeListAddress(params, { q, sort }).toString();
  useEffect(() => {
    if (address !== params.toString()) setParams(new URLSearchParams(address), { replace: true });
  }, [address, params, setParams]);

  useEffect(() => {
    if (isError) toast.error('Error', { description: errorMessage });
    // One toast per failed load: errorUpdatedAt changes each time a load fails.
  }, [isError, errorUpdatedAt, errorMessage]);

  // A page emptied by deletes (its last rows gone) steps back to the one before.
  const emptiedPage =
    data !== undefined && !pageQuery.isPlaceholderData && data.tablets.length === 0 && cursors.length > 1;
  if (emptiedPage) setPaging({ key: listKey, cursors: cursors.slice(0, -1) });

  if (pageQuery.isPending) return <TabletListSkeleton />;

  const tablets = data?.tablets ?? [];
  const total = data?.total ?? 0;
  const catalogueEmpty = data !== undefined && total === 0 && q === '' && typed.trim() === '';
  const first = (cursors.length - 1) * pageSize + 1;
  const nextCursor = data?.nextCursor;

  return (
    <section aria-labelledby="tablet-list-heading" className="mt-6">
      <h2 id="tablet-list-heading" className="sr-only">
        Tablet list
      </h2>
      {isError && (
        <TabletListError
          message={errorMessage}
          retrying={isFetching}
          onRetry={() => void pageQuery.refetch()}
        />
      )}
      {catalogueEmpty && <TabletListEmpty query="" />}
      {data && !catalogueEmpty && (
        <>
          <TabletListToolbar
            query={typed}
            sort={sort}
            onQueryChange={setTyped}
            onSortChange={(next) => {
              setSort(next);
              setQ(typed.trim());
            }}
          />
          <p aria-live="polite" className="mt-4 mb-3 text-sm text-slate-700">
            {countText(first, tablets.length, total)}
          </p>
          {tablets.length === 0 ? (
            <TabletListEmpty query={q} />
          ) : (
            <div aria-busy={isFetching || undefined}>
              <StaffRows
                caption="Tablets"
                columns={tabletColumns(handlers)}
                rows={tablets}
                rowKey={(tablet) => tablet.id}
                rowClassName="align-top"
                frameClassName="overflow-x-auto rounded-xl border border-slate-200"
                cells="roomy"
                cards={tabletCards(handlers)}
              />
            </div>
          )}
          <TabletPager
            page={cursors.length}
            pages={Math.ceil(total / pageSize)}
            onPrevious={
              cursors.length > 1
                ? () => setPaging({ key: listKey, cursors: cursors.slice(0, -1) })
                : undefined
            }
            onNext={
              nextCursor ? () => setPaging({ key: listKey, cursors: [...cursors, nextCursor] }) : undefined
            }
          />
        </>
      )}
    </section>
  );
}
