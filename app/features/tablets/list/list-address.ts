import { type TabletSort, tabletListLimits, tabletSorts } from '#contract/tablet.ts';

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
