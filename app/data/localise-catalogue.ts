import type { CatalogueProduct } from '#catalogue/catalogue.ts';
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
  const text = (field: string, english: string) => messages[`product.${product.id}.${field}`] ?? english;
  return {
    ...product,
    description: text('description', product.description),
    category: text('category', product.category),
    strength: text('strength', product.strength),
    dosageForm: text('dosageForm', product.dosageForm),
    packSize: text('packSize', product.packSize),
    storage: text('storage', product.storage),
    shelfLife: text('shelfLife', product.shelfLife),
    ...(product.materials ? { materials: text('materials', product.materials) } : {}),
    ...('badge' in product && typeof product.badge === 'string'
      ? { badge: text('badge', product.badge) }
      : {}),
    usage: product.usage.map((line, index) => text(`usage.${index}`, line)),
    composition: product.composition.map((ingredient, index) => ({
      ...ingredient,
      substance: text(`composition.${index}.substance`, ingredient.substance),
    })),
  };
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
