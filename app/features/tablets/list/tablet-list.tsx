import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { tabletListLimits } from '#contract/tablet.ts';
import { useTabletPage } from '../query/use-tablets.ts';
import { readListAddress, writeListAddress } from './list-address.ts';
import type { TabletRowHandlers } from './tablet-row-actions.tsx';
import { TabletCards } from './tablet-cards.tsx';
import { TabletListEmpty } from './tablet-list-empty.tsx';
import { listLoadFallbackMessage, TabletListError } from './tablet-list-error.tsx';
import { TabletListSkeleton } from './tablet-list-skeleton.tsx';
import { TabletListToolbar } from './tablet-list-toolbar.tsx';
import { TabletPager } from './tablet-pager.tsx';
import { TabletTable } from './tablet-table.tsx';
import { useWideScreen } from './use-wide-screen.ts';

/** How long typing pauses before the search goes to the server. */
export const searchDebounceMs = 250;

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
  const wide = useWideScreen();

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
              {wide ? (
                <TabletTable tablets={tablets} {...handlers} />
              ) : (
                <TabletCards tablets={tablets} {...handlers} />
              )}
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
