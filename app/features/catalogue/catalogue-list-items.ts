import { type CategoryId, productCategories } from '#catalogue/product-categories.ts';
import { formatRupees } from '#app/lib/money.ts';
import type { Locale } from '#languages/locales.ts';
import { type ListedProducts, pageListSearch, pageListSlice } from '#app/data/page-catalogue.ts';
import type { LiveData } from '#contract/live-data.ts';
import type { CatalogueListItem } from './catalogue-item-card.tsx';
import { filterCatalogue, ingredientsOf } from './catalogue-search.ts';

/** The products one page of a list shows: a longer list is paged, and searched, by the server. */
export const listPageSize = 24;

/** How many pages a list or a search's findings of `length` products take: one at least. */
export const listPageCount = (length: number) => Math.max(1, Math.ceil(length / listPageSize));

/** Where a page of a list longer than one page stands: what its count, its links and its head say. */
export interface ListPagination {
  /** This page's number, from 1. */
  page: number;
  pageCount: number;
  /** The place in the list (or in what its search found) of this page's first product: 1 on page 1. */
  firstPosition: number;
  /** How many products the search found; without a search, the list's size. */
  found: number;
  /** How many products the list has. */
  total: number;
}

export interface CatalogueListPage {
  items: CatalogueListItem[];
  /** Absent for a list of one page, which the page's island searches as the visitor types. */
  pagination?: ListPagination;
}

/**
 * A category's items as its list shows and searches them, in a language: only what a card shows and
 * the search reads (the rest is on each product's page). A translated list is searched by the
 * English words too, so "telmisartan" or "Cardiovascular" finds the same products on every list.
 * Build and server side: the page's loader and the server's answer to a reloaded ?q= share it.
 */
function catalogueListItems(
  listed: ListedProducts,
  categoryId: CategoryId,
  locale: Locale,
): CatalogueListItem[] {
  const englishCategory = englishCategoryName(categoryId);
  return listed.products.map((item) => {
    const local = listed.localise(item, locale);
    return {
      slug: item.slug,
      name: item.name,
      category: local.category,
      description: local.description,
      price: formatRupees(item.price, locale),
      manufacturer: item.manufacturer,
      prescriptionRequired: item.prescriptionRequired,
      ...(item.packShot === undefined ? {} : { packShot: item.packShot }),
      ingredients: ingredientsOf(local),
      ...(locale === 'en' ? {} : { englishTerms: [item.category, englishCategory, ...ingredientsOf(item)] }),
    };
  });
}

const englishCategoryName = (categoryId: CategoryId) =>
  productCategories.find((category) => category.id === categoryId)?.name ?? '';

/**
 * The page of a category's list that `?page=` and `?q=` ask for; undefined for a page past its end.
 * A list of one page comes whole, as it always did: its island applies the search. A longer one
 * comes a page at a time and the server searches it: the store gives the products whose texts hold
 * the words, and the island's own search narrows them, so both find the same products.
 */
export async function catalogueListPage(
  live: LiveData | null,
  categoryId: CategoryId,
  locale: Locale,
  request: { page: number; query: string },
): Promise<CatalogueListPage | undefined> {
  const { page } = request;
  const needle = request.query.trim();
  const offset = (page - 1) * listPageSize;
  // A search first reads the list's first page: when that is the whole list, the island searches it.
  const first = await pageListSlice(live, categoryId, needle === '' ? offset : 0, listPageSize);
  if (first.total <= listPageSize)
    return page === 1 ? { items: catalogueListItems(first, categoryId, locale) } : undefined;
  const paged = (items: CatalogueListItem[], found: number): CatalogueListPage | undefined =>
    page > 1 && offset >= found
      ? undefined
      : {
          items,
          pagination: {
            page,
            pageCount: listPageCount(found),
            firstPosition: offset + 1,
            found,
            total: first.total,
          },
        };
  if (needle === '') return paged(catalogueListItems(first, categoryId, locale), first.total);
  if (findsEveryProduct(categoryId, locale, needle)) {
    const slice = offset === 0 ? first : await pageListSlice(live, categoryId, offset, listPageSize);
    return paged(catalogueListItems(slice, categoryId, locale), first.total);
  }
  const candidates = await pageListSearch(live, categoryId, needle);
  const found = filterCatalogue(catalogueListItems(candidates, categoryId, locale), needle);
  return paged(found.slice(offset, offset + listPageSize), found.length);
}

/** A translated list is found by its English name too (`englishTerms`): such a search finds all of it. */
function findsEveryProduct(categoryId: CategoryId, locale: Locale, needle: string): boolean {
  const fold = (text: string) => text.toLocaleLowerCase('en-IN');
  return locale !== 'en' && fold(englishCategoryName(categoryId)).includes(fold(needle));
}
