import {
  checkProductTranslations,
  type ProductTranslationProblem,
} from '../../server/products/product-translation-check.ts';
import type { ProductRepository } from '../../server/store/product-repository.ts';

/** Every live translation of the product master a reader should not meet (checkProductTranslations). */
export async function checkProductMaster(
  products: Pick<ProductRepository, 'all' | 'versions'>,
): Promise<ProductTranslationProblem[]> {
  const problems: ProductTranslationProblem[] = [];
  for (const { slug } of await products.all()) {
    const history = (await products.versions(slug)).toReversed();
    problems.push(...checkProductTranslations(slug, history));
  }
  return problems;
}
