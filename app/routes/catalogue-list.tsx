import type { Route } from './+types/catalogue-list';
import { definePage } from '#app/pages/page-loader.ts';
import { productCategories } from '#catalogue/product-categories.ts';
import { CatalogueListPage } from '#app/features/catalogue/catalogue-list-page.tsx';
import { catalogueListItems } from '#app/features/catalogue/catalogue-list-items.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { englishPathOf } from '#languages/locales.ts';
import { localiseCategory } from '#app/data/localise-catalogue.ts';
import { searchablePageHandle, searchQueryOf } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { pageCatalogue } from '#app/data/page-catalogue.ts';

/** The page with its category; its items are that category's only, so no list ships the whole catalogue. */
const listPage = definePage(({ page }) => {
  const englishPath = englishPathOf(page.path);
  const category = productCategories.find((candidate) => candidate.link === englishPath);
  if (!category) throw new Error(`No catalogue category is published at ${page.path}`);
  return { category: localiseCategory(category, messagesFor(page.locale), page.locale) };
});

/** The list from the product master as the server renders it, with the search it was asked with. */
export async function loader(args: Route.LoaderArgs) {
  const data = await listPage(args);
  const catalogue = await pageCatalogue(args.context.get(liveDataContext));
  const items = catalogueListItems(catalogue, data.category.id, data.page.locale);
  return { ...data, items, query: searchQueryOf(args.url) };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx), its list searched by `?q=`. */
export const handle = searchablePageHandle;

export default function CatalogueListRoute({ loaderData }: Route.ComponentProps) {
  const { page, category, items, query } = loaderData;
  return (
    <CatalogueListPage
      // The four lists share this module: a fresh page per list, so one list's search never leaks into another.
      key={category.id}
      title={page.title}
      lead={page.description}
      category={category}
      items={items}
      query={query}
    />
  );
}
