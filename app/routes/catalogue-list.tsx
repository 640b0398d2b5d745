import type { Route } from './+types/catalogue-list';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { catalogue, productCategories } from '#app/data/catalogue.ts';
import { CatalogueListPage } from '#app/features/catalogue/catalogue-list-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function CatalogueListRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
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
