import type { Route } from './+types/catalogue-list';
import { definePage } from '#app/lib/page.ts';
import { productCategories } from '#app/data/product-categories.ts';
import { CatalogueListPage } from '#app/features/catalogue/catalogue-list-page.tsx';
import { catalogueListItems } from '#app/features/catalogue/catalogue-list-items.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { englishPathOf } from '#languages/locales.ts';
import { localiseCategory } from '#app/translations/localise-catalogue.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

/** Build time: the page with its category and only that category's items, so no list ships the whole catalogue. */
export const loader = definePage(({ page }) => {
  const englishPath = englishPathOf(page.path);
  const category = productCategories.find((candidate) => candidate.link === englishPath);
  if (!category) throw new Error(`No catalogue category is published at ${page.path}`);
  return {
    category: localiseCategory(category, messagesFor(page.locale), page.locale),
    items: catalogueListItems(category.id, page.locale),
  };
});
export { meta } from '#app/lib/page.ts';

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function CatalogueListRoute({ loaderData }: Route.ComponentProps) {
  const { page, category, items } = loaderData;
  return (
    <CatalogueListPage
      // The four lists share this module: a fresh page per list, so one list's search never leaks into another.
      key={category.id}
      title={page.title}
      lead={page.description}
      category={category}
      items={items}
    />
  );
}
