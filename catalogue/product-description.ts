/**
 * A product page's meta description, which search engines show at 70 to 160 characters: made from
 * the product's own fields, so the pages and the product master's check of a draft agree on it.
 */
import type { CatalogueProduct } from './catalogue.ts';

/** What a product's description is made from. */
type DescribedProduct = Pick<
  CatalogueProduct,
  'name' | 'dosageForm' | 'strength' | 'packSize' | 'description'
>;

/** The descriptions a product page may have, fullest first, in the product's language. */
export function productDescriptions(product: DescribedProduct): string[] {
  const form = product.dosageForm.toLowerCase();
  return [
    `${product.name}: ${form}, ${product.strength}, ${product.packSize.toLowerCase()}. ${product.description}`,
    `${product.name}: ${form}, ${product.strength}. ${product.description}`,
    `${product.name}: ${product.description}`,
  ];
}

export const fitsDescription = (text: string) => text.length >= 70 && text.length <= 160;

/** The fullest description of 70–160 characters the product's fields make; undefined when none fits. */
export function fittingProductDescription(product: DescribedProduct): string | undefined {
  return [
    ...productDescriptions(product),
    `${product.name}: ${product.dosageForm.toLowerCase()}, ${product.strength}, ${product.packSize.toLowerCase()}. Composition, storage and price.`,
  ].find(fitsDescription);
}

/** A description of 70–160 characters: the fullest of these that fits. */
export function productDescription(product: CatalogueProduct): string {
  const fitting = fittingProductDescription(product);
  if (!fitting) throw new Error(`No description of 70–160 characters fits ${product.name}`);
  return fitting;
}
