import { catalogueEntries, type CatalogueProduct } from '#catalogue/catalogue.ts';

const products = new Map(catalogueEntries().map(({ product }) => [product.slug, product]));

/** The catalogue product a batch is of, by its slug. */
export function batchProduct(slug: string): CatalogueProduct | undefined {
  return products.get(slug);
}

/** A product as a CSV row may name it: its slug, or its name in any case. */
export function productNamed(text: string): CatalogueProduct | undefined {
  const wanted = text.trim().toLowerCase();
  return (
    products.get(wanted) ?? [...products.values()].find((product) => product.name.toLowerCase() === wanted)
  );
}

/** The slugs of the products whose name holds `q`, any case. */
export function productSlugsMatching(q: string): string[] {
  const wanted = q.toLowerCase();
  return [...products.values()]
    .filter((product) => product.name.toLowerCase().includes(wanted))
    .map((product) => product.slug);
}
