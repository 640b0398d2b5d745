import { useLocation } from 'react-router';
import type { Route } from './+types/catalogue-list';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { catalogue, productCategories } from '#app/data/catalogue.ts';
import { CatalogueListPage } from '#app/features/catalogue/catalogue-list-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CatalogueListRoute() {
  const entry = pageFor(useLocation().pathname);
  const category = productCategories.find((candidate) => candidate.link === entry.path);
  if (!category) throw new Error(`No catalogue category is published at ${entry.path}`);
  return (
    <CatalogueListPage
      // The four lists share this module: a fresh page per list, so one list's search never leaks into another.
      key={category.id}
      title={entry.title}
      lead={entry.description}
      category={category}
      items={catalogue[category.id]}
    />
  );
}
