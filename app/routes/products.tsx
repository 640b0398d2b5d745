import type { Route } from './+types/products';
import { definePage } from '#app/pages/page-loader.ts';
import { catalogue } from '#catalogue/catalogue.ts';
import { type CategoryId, productCategories } from '#catalogue/product-categories.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { localiseCategory } from '#app/data/localise-catalogue.ts';
import { ProductsOverviewPage } from '#app/features/catalogue/products-overview-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

/** Build time: the page with how many items each category lists; the items themselves stay out. */
export const loader = definePage(({ page }) => ({
  categories: productCategories.map((category) =>
    localiseCategory(category, messagesFor(page.locale), page.locale),
  ),
  itemCounts: Object.fromEntries(
    productCategories.map((category) => [category.id, catalogue[category.id].length]),
  ) as Record<CategoryId, number>,
}));
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const { page, categories, itemCounts } = loaderData;
  return (
    <ProductsOverviewPage
      title={page.title}
      lead={page.description}
      categories={categories}
      itemCounts={itemCounts}
    />
  );
}
