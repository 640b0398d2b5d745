import type { Route } from './+types/service-drug-manufacturing';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { DrugManufacturingPage } from '#app/features/services/drug-manufacturing-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ServiceDrugManufacturingRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <DrugManufacturingPage title={entry.title} lead={entry.description} />;
}
