import { catalogue, type CatalogueProduct, productCategories } from '#catalogue/catalogue.ts';
import { formatRupees } from '#app/lib/money.ts';

const allProducts = Object.values(catalogue).flat();

/** 'a, b and c' */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Names of the catalogue products in the given catalogue categories, as a sentence fragment. */
export function productsInCategories(categories: readonly string[]): string {
  return listInWords(
    allProducts.filter((item) => categories.includes(item.category)).map((item) => item.name),
  );
}

export const supplementNames = listInWords(catalogue.supplements.map((item) => item.name));

export const categoryNames = listInWords(productCategories.map((category) => category.name.toLowerCase()));

/**
 * The heart-health item the price and HeartCare replies quote: the catalogue's first cardiovascular
 * prescription medicine, with its real name, price and list.
 */
export const featuredHeartProduct: CatalogueProduct = (() => {
  const item = catalogue['prescription-medicines'].find((product) => product.category === 'Cardiovascular');
  if (!item)
    throw new Error('The catalogue has no cardiovascular prescription medicine for the chat to quote.');
  return item;
})();

/** "CardioHealth Plus costs ₹299.00" */
export const featuredHeartPrice = `${featuredHeartProduct.name} costs ${formatRupees(featuredHeartProduct.price)}`;
