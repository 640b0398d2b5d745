import type { CatalogueProduct } from '#app/data/catalogue.ts';

/** Items whose name or category contains the query, ignoring case and surrounding spaces. */
export function filterCatalogue<T extends Pick<CatalogueProduct, 'name' | 'category'>>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...items];
  return items.filter(
    (item) =>
      item.name.toLocaleLowerCase('en-IN').includes(needle) ||
      item.category.toLocaleLowerCase('en-IN').includes(needle),
  );
}

/** The sentence announced to screen readers and shown above the list. */
export function resultCountText(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} products`;
  if (shown === 0) return 'No products found';
  return `Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}`;
}
