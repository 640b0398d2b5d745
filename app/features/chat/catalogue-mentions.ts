import { catalogue, productCategories } from '#app/data/catalogue.ts';

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
