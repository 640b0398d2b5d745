import type { Translate } from '#languages/messages.ts';
import type { CatalogueProduct } from '#catalogue/catalogue.ts';

/** A product's name and category, and the names of its active ingredients where it has any. */
type Searchable = Pick<CatalogueProduct, 'name' | 'category'> & {
  ingredients?: readonly string[];
  /** On a translated page, the English words it is found by too: its category, its ingredients. */
  englishTerms?: readonly string[];
};

/** The ingredient names the search reads, from a product's composition. */
export function ingredientsOf(product: Pick<CatalogueProduct, 'composition'>): string[] {
  return product.composition.map((ingredient) => ingredient.substance);
}

/**
 * Items whose name, category or one of its active ingredients contains the query, ignoring case and
 * surrounding spaces ("cholecalciferol" and "vitamin d3" both find the vitamin D3 products).
 */
export function filterCatalogue<T extends Searchable>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return [...items];
  const matches = (text: string) => text.toLocaleLowerCase('en-IN').includes(needle);
  return items.filter(
    (item) =>
      matches(item.name) ||
      matches(item.category) ||
      (item.ingredients ?? []).some(matches) ||
      (item.englishTerms ?? []).some(matches),
  );
}

/** The sentence announced to screen readers and shown above the list, in the page's language. */
export function resultCountText(shown: number, total: number, t: Translate): string {
  if (shown === total) return t('catalogue.showingAll', { total });
  if (shown === 0) return t('catalogue.noneFound');
  return t(total === 1 ? 'catalogue.showingSomeOne' : 'catalogue.showingSome', { shown, total });
}
