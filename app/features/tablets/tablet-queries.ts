/**
 * The list and its changes as TanStack Query sees them (the staff query client holds SPEC §9's cache
 * and retry policy), the list's search and sort in the address, and the refresh hooks other parts of
 * a page listen to (SPEC §7).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TabletSort,
  tabletListLimits,
  tabletSorts,
  type TabletInput,
  type TabletUpdate,
} from '#contract/tablet.ts';
import {
  type ListedTablet,
  createTablet,
  deleteTablet,
  fetchTabletPage,
  type TabletPageRequest,
  updateTablet,
} from './tablets-api.ts';

export const tabletSortOptions: readonly { value: TabletSort; label: string }[] = [
  { value: 'name', label: 'Name (A to Z)' },
  { value: '-name', label: 'Name (Z to A)' },
  { value: 'price', label: 'Price (low to high)' },
  { value: '-price', label: 'Price (high to low)' },
  { value: '-updated', label: 'Recently updated' },
  { value: 'updated', label: 'Least recently updated' },
];

export function isTabletSort(value: string): value is TabletSort {
  return (tabletSorts as readonly string[]).includes(value);
}

/** The search and sort the address asks for; anything unusable falls back to all tablets by name. */
export function readListAddress(params: URLSearchParams): { q: string; sort: TabletSort } {
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, tabletListLimits.queryMax),
    sort: isTabletSort(sort) ? sort : 'name',
  };
}

/** The address's query string with this search and sort; the defaults are left out. */
export function writeListAddress(params: URLSearchParams, { q, sort }: { q: string; sort: TabletSort }) {
  const next = new URLSearchParams(params);
  if (q.trim()) next.set('q', q.trim().slice(0, tabletListLimits.queryMax));
  else next.delete('q');
  if (sort === 'name') next.delete('sort');
  else next.set('sort', sort);
  return next;
}

type SaveTabletRequest =
  | { mode: 'add'; input: TabletInput }
  | { mode: 'edit'; id: string; version: number | undefined; input: TabletInput };

/** Every page of every search lives under this key, so one invalidation refreshes what is shown. */
const tabletsQueryKey = ['tablets'] as const;

/** One page from the server; while the next one loads, the previous stays on screen. */
export function useTabletPage(request: TabletPageRequest) {
  return useQuery({
    queryKey: [...tabletsQueryKey, 'page', request],
    queryFn: ({ signal }) => fetchTabletPage(request, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Creates or updates a tablet. Whatever the answer (saved, 404 deleted meanwhile, 409 changed
 * meanwhile) the shown page is refetched, so it never keeps a row that is gone or out of date. A
 * failure shows the error toast, with `failureMessage` when the server gives no message.
 */
export function useSaveTablet(failureMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureMessage },
    mutationFn: (request: SaveTabletRequest): Promise<ListedTablet> => {
      if (request.mode === 'add') return createTablet(request.input);
      const update: TabletUpdate = { ...request.input, version: request.version };
      return updateTablet(request.id, update);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabletsQueryKey }),
  });
}

/** Deletes a tablet; the shown page is refetched after any answer, including a 404. */
export function useDeleteTablet(failureMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureMessage },
    mutationFn: (tablet: ListedTablet) => deleteTablet(tablet.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tabletsQueryKey }),
  });
}

declare global {
  interface Window {
    /** Functions other parts of a page register to hear that the tablet catalogue changed. */
    __tabletRefreshHooks?: Array<() => void>;
  }
}

export const tabletsChangedEvent = 'tablets:changed';

/** Tells the rest of the page that the tablet catalogue changed (SPEC §7: the global refresh hooks). */
export function notifyTabletsChanged(): void {
  window.dispatchEvent(new CustomEvent(tabletsChangedEvent));
  const hooks = window.__tabletRefreshHooks;
  if (!Array.isArray(hooks)) return;
  for (const hook of hooks) {
    if (typeof hook !== 'function') continue;
    try {
      hook();
    } catch (error) {
      // One broken listener must not stop the others or the save that already succeeded.
      console.error('A tablet refresh hook failed', error);
    }
  }
}
