import type { Tablet } from '#contract/tablet.ts';

export const tabletSortOptions = [
  { value: 'name-asc', label: 'Name (A to Z)' },
  { value: 'name-desc', label: 'Name (Z to A)' },
  { value: 'price-asc', label: 'Price (low to high)' },
  { value: 'price-desc', label: 'Price (high to low)' },
] as const;

export type TabletSort = (typeof tabletSortOptions)[number]['value'];

export function isTabletSort(value: string): value is TabletSort {
  return tabletSortOptions.some((option) => option.value === value);
}

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

function matches(tablet: Tablet, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return true;
  return (
    tablet.name.toLocaleLowerCase('en-IN').includes(needle) ||
    tablet.genericName.toLocaleLowerCase('en-IN').includes(needle)
  );
}

function compare(sort: TabletSort): (a: Tablet, b: Tablet) => number {
  const byName = (a: Tablet, b: Tablet) =>
    collator.compare(a.name, b.name) || collator.compare(a.genericName, b.genericName);
  switch (sort) {
    case 'name-asc':
      return byName;
    case 'name-desc':
      return (a, b) => byName(b, a);
    case 'price-asc':
      return (a, b) => a.price - b.price || byName(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byName(a, b);
  }
}

/** The tablets whose name or generic name contains the query (case-insensitive), in the chosen order. */
export function visibleTablets(tablets: readonly Tablet[], query: string, sort: TabletSort): Tablet[] {
  return tablets.filter((tablet) => matches(tablet, query)).sort(compare(sort));
}
