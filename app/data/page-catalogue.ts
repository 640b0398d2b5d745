import {
  type CatalogueEntry,
  type CatalogueProduct,
  type CategoryId,
  type HeldProduct,
  type ShowcaseProduct,
  catalogue,
  catalogueEntries,
  heldEntries,
  productChoices,
  showcaseProducts,
  withProductTexts,
} from '#catalogue/catalogue.ts';
import { messagesFor } from '#languages/catalogues.ts';
import type { Locale } from '#languages/locales.ts';
import type { LiveData } from '#contract/live-data.ts';
import { localiseProduct } from './localise-catalogue.ts';
import { type CatalogueMentions, catalogueMentions } from './answers/catalogue-mentions.ts';

/** The products a page shows, and how each reads in a language. */
export interface PageCatalogue {
  /** Every product with a page: each category's list in turn, then the showcase. */
  entries: CatalogueEntry[];
  /** A category's list, in its order. */
  list(categoryId: CategoryId): readonly CatalogueProduct[];
  /** The home page's showcase, in its order. */
  showcase: readonly ShowcaseProduct[];
  localise<Product extends CatalogueProduct>(product: Product, locale: Locale): Product;
  /** When staff last published a change of the product (ISO 8601); undefined while it is as shipped. */
  editedAt(slug: string): string | undefined;
}

/** The shipped catalogue, its texts in the message catalogues: what a page prerendered at build time shows. */
export function shippedPageCatalogue(): PageCatalogue {
  return {
    entries: catalogueEntries(),
    list: (categoryId) => catalogue[categoryId],
    showcase: showcaseProducts,
    localise: (product, locale) => localiseProduct(product, messagesFor(locale)),
    editedAt: () => undefined,
  };
}

/**
 * The catalogue of a page: the product master's as the server renders it, and the shipped one when
 * a page is prerendered at build time (the render cache's first fill, decision 064). The master
 * starts as the shipped catalogue, so both write the same page until staff change a product.
 */
export function pageCatalogue(live: LiveData | null): Promise<PageCatalogue> {
  if (!live) return Promise.resolve(shippedPageCatalogue());
  // A render's LiveData is its own: its loader and its head read the master once between them.
  let read = readThisRender.get(live);
  if (!read) {
    read = masterCatalogue(live);
    readThisRender.set(live, read);
  }
  return read;
}

const readThisRender = new WeakMap<LiveData, Promise<PageCatalogue>>();

/** How the products of `held` read in a language: in the master's translations, English where one is missing. */
function localiserOf(held: readonly HeldProduct[]): PageCatalogue['localise'] {
  const translations = new Map(held.map((item) => [item.product.slug, item.translations]));
  return (product, locale) =>
    locale === 'en'
      ? product
      : withProductTexts(
          product,
          (key, english) => translations.get(product.slug)?.[locale]?.[key] ?? english,
        );
}

async function masterCatalogue(live: LiveData): Promise<PageCatalogue> {
  const held = (await live.catalogue()).toSorted((left, right) => left.position - right.position);
  const edits = new Map(held.map((item) => [item.product.slug, item.editedAt]));
  return {
    entries: heldEntries(held),
    list: (categoryId) =>
      held
        .filter((item) => item.place === 'list' && item.categoryId === categoryId)
        .map((item) => item.product),
    showcase: held.filter((item) => item.place === 'showcase').map((item) => item.product as ShowcaseProduct),
    localise: localiserOf(held),
    editedAt: (slug) => edits.get(slug),
  };
}

/** Some products of a category's list, in its order, and how each reads in a language. */
export interface ListedProducts {
  products: CatalogueProduct[];
  localise: PageCatalogue['localise'];
}

const shippedLocalise = shippedPageCatalogue().localise;

/**
 * One page of a category's list (at most `limit` products from `offset`) and how many the list has:
 * the master's as the server renders it, read without the rest of the master; the shipped list's
 * at build time.
 */
export async function pageListSlice(
  live: LiveData | null,
  categoryId: CategoryId,
  offset: number,
  limit: number,
): Promise<ListedProducts & { total: number }> {
  if (!live) {
    const list = catalogue[categoryId];
    return { products: list.slice(offset, offset + limit), total: list.length, localise: shippedLocalise };
  }
  const { products, total } = await live.listPage(categoryId, offset, limit);
  return { products: products.map((item) => item.product), total, localise: localiserOf(products) };
}

/**
 * The products of a category's list that its search for `text` may find, in its order (more than it
 * finds: the search itself narrows them); at build time the whole shipped list.
 */
export async function pageListSearch(
  live: LiveData | null,
  categoryId: CategoryId,
  text: string,
): Promise<ListedProducts> {
  if (!live) return { products: [...catalogue[categoryId]], localise: shippedLocalise };
  const held = await live.listSearch(categoryId, text);
  return { products: held.map((item) => item.product), localise: localiserOf(held) };
}

/** The product master's products to choose from, by name (a product's name is the same in every language). */
export async function pageProductChoices(live: LiveData | null): Promise<{ value: string; label: string }[]> {
  return productChoices((await pageCatalogue(live)).entries);
}

/** What the chat and the help answers of a page say of its catalogue (the master's as the server renders it). */
export async function pageMentions(live: LiveData | null): Promise<CatalogueMentions> {
  return catalogueMentions((await pageCatalogue(live)).list);
}
