import type { CatalogueProduct } from './catalogue.ts';
import type { CategoryId } from './product-categories.ts';

/**
 * Which products have prescribing information: the medicines, that is the prescription and the
 * over-the-counter lists. Supplements are foods (each one's label says "A food supplement, not a
 * medicine", and the showcase products sit under supplements too); devices come with instructions
 * for use, not a leaflet, the prescription-only insulin pen included.
 */
const medicineCategories: readonly CategoryId[] = ['prescription-medicines', 'otc-products'];

export function hasPrescribingInfo(categoryId: CategoryId): boolean {
  return medicineCategories.includes(categoryId);
}

/** Whether a product's prescribing information is published: a medicine's, once its leaflet is written. */
export function hasLeaflet(item: {
  categoryId: CategoryId;
  product: Pick<CatalogueProduct, 'leaflet'>;
}): boolean {
  return hasPrescribingInfo(item.categoryId) && item.product.leaflet !== undefined;
}
