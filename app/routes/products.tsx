import type { Route } from './+types/products';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { catalogue, productCategories } from '#app/data/catalogue.ts';
import { ProductsOverviewPage } from '#app/features/catalogue/products-overview-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

const itemCounts = {
  'prescription-medicines': catalogue['prescription-medicines'].length,
  'otc-products': catalogue['otc-products'].length,
  supplements: catalogue.supplements.length,
  'medical-devices': catalogue['medical-devices'].length,
};

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return (
    <ProductsOverviewPage
      title={entry.title}
      lead={entry.description}
      categories={productCategories}
      itemCounts={itemCounts}
    />
  );
}
