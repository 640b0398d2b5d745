import { type CatalogueProduct, withProductTexts } from '#catalogue/catalogue.ts';
import type { ProductCategory } from '#catalogue/product-categories.ts';
import type { Messages } from '#languages/messages.ts';
import { type Locale, pathInLocale } from '#languages/locales.ts';

/**
 * A product with its texts in the language of `messages` (source-messages.ts names their ids).
 * Its name, price and amounts are the same in every language. Build time: a page's data is made in
 * its language, so its components show it as they show English.
 */
export function localiseProduct<Product extends CatalogueProduct>(
  product: Product,
  messages: Messages,
): Product {
  return withProductTexts(product, (key, english) => messages[`product.${product.id}.${key}`] ?? english);
}

/** A category with its name, description and list's address in a language. */
export function localiseCategory(
  category: ProductCategory,
  messages: Messages,
  locale: Locale,
): ProductCategory {
  return {
    ...category,
    link: pathInLocale(category.link, locale),
    name: messages[`category.${category.id}.name`] ?? category.name,
    description: messages[`category.${category.id}.description`] ?? category.description,
  };
}
