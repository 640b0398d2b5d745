import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useTabletsQuery } from '../query/use-tablets.ts';
import type { TabletRowHandlers } from './tablet-row-actions.tsx';
import { TabletCards } from './tablet-cards.tsx';
import { TabletListEmpty } from './tablet-list-empty.tsx';
import { listLoadFallbackMessage, TabletListError } from './tablet-list-error.tsx';
import { TabletListSkeleton } from './tablet-list-skeleton.tsx';
import { TabletListToolbar } from './tablet-list-toolbar.tsx';
import { TabletTable } from './tablet-table.tsx';
import { type TabletSort, visibleTablets } from './visible-tablets.ts';

function countText(shown: number, total: number): string {
  const noun = total === 1 ? 'tablet' : 'tablets';
  return shown === total ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}

/** The list in its four states: loading, error, empty, populated; searchable and sortable. */
export function TabletList(handlers: TabletRowHandlers) {
  const tabletsQuery = useTabletsQuery();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TabletSort>('name-asc');
  const { data: tablets, error, errorUpdatedAt, isError } = tabletsQuery;
  const errorMessage = error?.message || listLoadFallbackMessage;

  useEffect(() => {
    if (isError) toast.error('Error', { description: errorMessage });
    // One toast per failed load: errorUpdatedAt changes each time a load fails.
  }, [isError, errorUpdatedAt, errorMessage]);

  const shown = useMemo(() => visibleTablets(tablets ?? [], query, sort), [tablets, query, sort]);

  if (tabletsQuery.isPending) return <TabletListSkeleton />;

  return (
    <section aria-labelledby="tablet-list-heading" className="mt-6">
      <h2 id="tablet-list-heading" className="sr-only">
        Tablet list
      </h2>
      {isError && (
        <TabletListError
          message={errorMessage}
          retrying={tabletsQuery.isFetching}
          onRetry={() => void tabletsQuery.refetch()}
        />
      )}
      {tablets && tablets.length === 0 && <TabletListEmpty query="" />}
      {tablets && tablets.length > 0 && (
        <>
          <TabletListToolbar query={query} sort={sort} onQueryChange={setQuery} onSortChange={setSort} />
          <p aria-live="polite" className="mt-4 mb-3 text-sm text-slate-700">
            {countText(shown.length, tablets.length)}
          </p>
          {shown.length === 0 ? (
            <TabletListEmpty query={query} />
          ) : (
            <>
              <TabletTable tablets={shown} {...handlers} />
              <TabletCards tablets={shown} {...handlers} />
            </>
          )}
        </>
      )}
    </section>
  );
}
