import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';
import { type CategoryId, productCategories } from '#catalogue/product-categories.ts';
import { formatRupees } from '#app/lib/money.ts';

/** 'a, b and c' */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the chat and the help answers say of the catalogue, from the page's catalogue (the product
 * master's as the server renders it): plain data, which the help page carries and the chat reads
 * from its own file when it first opens (app/routes/chat-catalogue-json.ts). Nothing a visitor
 * types in the chat is sent anywhere.
 */
export interface CatalogueMentions {
  /**
   * The heart-health item the price and HeartCare replies quote: the first cardiovascular
   * prescription medicine, with its real name and price.
   */
  featured: Pick<CatalogueProduct, 'name' | 'price' | 'prescriptionRequired'>;
  /** Every listed product's name and English category. */
  listed: Pick<CatalogueProduct, 'name' | 'category'>[];
  supplements: string[];
}

/** The mentions of a catalogue whose lists are `list`. */
export function catalogueMentions(
  list: (categoryId: CategoryId) => readonly CatalogueProduct[],
): CatalogueMentions {
  const featured = list('prescription-medicines').find((product) => product.category === 'Cardiovascular');
  if (!featured)
    throw new Error('The catalogue has no cardiovascular prescription medicine for the chat to quote.');
  return {
    featured: {
      name: featured.name,
      price: featured.price,
      prescriptionRequired: featured.prescriptionRequired,
    },
    listed: productCategories.flatMap((category) =>
      list(category.id).map(({ name, category: kind }) => ({ name, category: kind })),
    ),
    supplements: list('supplements').map((product) => product.name),
  };
}

/** Names of the listed products in the given English categories, as a sentence fragment. */
export function productsInCategories(mentions: CatalogueMentions, categories: readonly string[]): string {
  return listInWords(
    mentions.listed.filter((item) => categories.includes(item.category)).map((item) => item.name),
  );
}

export const categoryNames = listInWords(
  productCategories.map((category) => midSentence(category.name, 'en')),
);

/** "CardioHealth Plus costs ₹299.00" */
export const featuredPrice = ({ featured }: CatalogueMentions) =>
  `${featured.name} costs ${formatRupees(featured.price)}`;
