import { type CategoryId, productCategories } from '#catalogue/product-categories.ts';
import type { Locale } from '#languages/locales.ts';
import type { PageCatalogue } from '#app/data/page-catalogue.ts';
import type { CatalogueListItem } from './catalogue-item-card.tsx';
import { ingredientsOf } from './catalogue-search.ts';

/**
 * A category's items as its list shows and searches them, in a language: only what a card shows and
 * the search reads (the rest is on each product's page). A translated list is searched by the
 * English words too, so "telmisartan" or "Cardiovascular" finds the same products on every list.
 * Build and server side: the page's loader and the server's answer to a reloaded ?q= share it.
 */
export function catalogueListItems(
  catalogue: PageCatalogue,
  categoryId: CategoryId,
  locale: Locale,
): CatalogueListItem[] {
  const englishCategory = productCategories.find((category) => category.id === categoryId)?.name ?? '';
  return catalogue.list(categoryId).map((item) => {
    const local = catalogue.localise(item, locale);
    return {
      slug: item.slug,
      name: item.name,
      category: local.category,
      description: local.description,
      price: item.price,
      manufacturer: item.manufacturer,
      prescriptionRequired: item.prescriptionRequired,
      ...(item.packShot === undefined ? {} : { packShot: item.packShot }),
      ingredients: ingredientsOf(local),
      ...(locale === 'en' ? {} : { englishTerms: [item.category, englishCategory, ...ingredientsOf(item)] }),
    };
  });
}
