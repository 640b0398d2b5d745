import { useLocation } from 'react-router';
import type { Route } from './+types/products';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { catalogue, productCategories } from '#app/data/catalogue.ts';
import { ProductsOverviewPage } from '#app/features/catalogue/products-overview-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

const itemCounts = {
  'prescription-medicines': catalogue['prescription-medicines'].length,
  'otc-products': catalogue['otc-products'].length,
  supplements: catalogue.supplements.length,
  'medical-devices': catalogue['medical-devices'].length,
};

export default function ProductsRoute() {
  const entry = pageFor(useLocation().pathname);
  return (
    <ProductsOverviewPage
      title={entry.title}
      lead={entry.description}
      categories={productCategories}
      itemCounts={itemCounts}
    />
  );
}
