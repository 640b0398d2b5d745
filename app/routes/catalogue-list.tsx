import type { Route } from './+types/catalogue-list';
import { definePage } from '#app/lib/page.ts';
import { catalogue } from '#app/data/catalogue.ts';
import { productCategories } from '#app/data/product-categories.ts';
import { CatalogueListPage } from '#app/features/catalogue/catalogue-list-page.tsx';
import type { CatalogueListItem } from '#app/features/catalogue/catalogue-item-card.tsx';
import { ingredientsOf } from '#app/features/catalogue/catalogue-search.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

/** Build time: the page with its category and only that category's items, so no list ships the whole catalogue. */
export const loader = definePage(({ page }) => {
  const category = productCategories.find((candidate) => candidate.link === page.path);
  if (!category) throw new Error(`No catalogue category is published at ${page.path}`);
  // Only what a card shows and the search reads: the rest of each product is on its own page.
  const items: CatalogueListItem[] = catalogue[category.id].map((item) => ({
    slug: item.slug,
    name: item.name,
    category: item.category,
    description: item.description,
    price: item.price,
    manufacturer: item.manufacturer,
    prescriptionRequired: item.prescriptionRequired,
    ingredients: ingredientsOf(item),
  }));
  return { category, items };
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
