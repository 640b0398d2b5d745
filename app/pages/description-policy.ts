import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import type { Locale } from '#languages/locales.ts';

/** What every placeholder's description adds to its own line, so search results say what it is. */
export const placeholderNote = 'This page of Aarogya Life Sciences, Hyderabad, is still being written.';

/** The descriptions a product page may have, fullest first, in the product's language. */
function productDescriptions(product: CatalogueProduct): string[] {
  const form = product.dosageForm.toLowerCase();
  return [
    `${product.name}: ${form}, ${product.strength}, ${product.packSize.toLowerCase()}. ${product.description}`,
    `${product.name}: ${form}, ${product.strength}. ${product.description}`,
    `${product.name}: ${product.description}`,
  ];
}

const fitsDescription = (text: string) => text.length >= 70 && text.length <= 160;

/** A description of 70–160 characters: the fullest of these that fits. */
export function productDescription(product: CatalogueProduct): string {
  const fitting = [
    ...productDescriptions(product),
    `${product.name}: ${product.dosageForm.toLowerCase()}, ${product.strength}, ${product.packSize.toLowerCase()}. Composition, storage and price.`,
  ].find(fitsDescription);
  if (!fitting) throw new Error(`No description of 70–160 characters fits ${product.name}`);
  return fitting;
}

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
