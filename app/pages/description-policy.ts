import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { fitsDescription, productDescription, productDescriptions } from '#catalogue/product-description.ts';

export { productDescription };
import type { Locale } from '#languages/locales.ts';

/** What every placeholder's description adds to its own line, so search results say what it is. */
export const placeholderNote = 'This page of Aarogya Life Sciences, Hyderabad, is still being written.';

/** A product page's description in its language (`product` in that language). */
export function productPageDescription(product: CatalogueProduct, locale: Locale): string {
  return locale === 'en' ? productDescription(product) : translatedProductDescription(product);
}

/** The same in a translated page's language; a text too long for any is cut at a word, with "…". */
export function translatedProductDescription(product: CatalogueProduct): string {
  const candidates = productDescriptions(product);
  const fitting = candidates.find(fitsDescription);
  if (fitting) return fitting;
  const shortest = candidates[candidates.length - 1] ?? product.name;
  return `${shortest.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}
