import { data as answer } from 'react-router';
import type { Route } from './+types/catalogue-list';
import { definePage } from '#app/pages/page-loader.ts';
import { productCategories } from '#catalogue/product-categories.ts';
import { CatalogueListPage } from '#app/features/catalogue/catalogue-list-page.tsx';
import { catalogueListPage } from '#app/features/catalogue/catalogue-list-items.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { englishPathOf } from '#languages/locales.ts';
import { localiseCategory } from '#app/data/localise-catalogue.ts';
import { listPageNumberOf, pagedListHandle, searchQueryOf } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import type { ListedPage } from '#app/pages/structured-data.ts';

/** The page with its category; its items are that category's only, so no list ships the whole catalogue. */
const listPage = definePage(({ page }) => {
  const englishPath = englishPathOf(page.path);
  const category = productCategories.find((candidate) => candidate.link === englishPath);
  if (!category) throw new Error(`No catalogue category is published at ${page.path}`);
  return { category: localiseCategory(category, messagesFor(page.locale), page.locale) };
});

/**
 * The list from the product master as the server renders it, with the search it was asked with: a
 * page of it (`?page=N`) when it is longer than one; a page past its end is not found.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = await listPage(args);
  const query = searchQueryOf(args.url);
  const pageNumber = listPageNumberOf(args.url);
  const list =
    pageNumber === undefined
      ? undefined
      : await catalogueListPage(args.context.get(liveDataContext), data.category.id, data.page.locale, {
          page: pageNumber,
          query,
        });
  if (!list) throw answer(null, { status: 404 });
  const { items, pagination } = list;
  const listed: ListedPage = {
    products: items,
    firstPosition: pagination?.firstPosition ?? 1,
    page: pagination?.page ?? 1,
    pageCount: pagination?.pageCount ?? 1,
  };
  // Imported here, as in definePage: the head's code stays out of the bundle.
  const { browserMeta } = await import('#app/pages/seo.ts');
  return {
    ...data,
    meta: browserMeta(data.page.path, undefined, undefined, listed),
    items,
    query,
    ...(pagination ? { pagination } : {}),
    listed,
  };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx), its list searched by `?q=` and paged by `?page=`. */
export const handle = pagedListHandle;

export default function CatalogueListRoute({ loaderData }: Route.ComponentProps) {
  const { page, category, items, query, pagination } = loaderData;
  return (
    <CatalogueListPage
      // The four lists share this module: a fresh page per list, so one list's search never leaks into another.
      key={category.id}
      title={page.title}
      lead={page.description}
      category={category}
      items={items}
      query={query}
      pagination={pagination}
    />
  );
}
