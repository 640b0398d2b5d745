import type { Route } from './+types/service-drug-manufacturing';
import { DrugManufacturingPage } from '#app/features/services/drug-manufacturing-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function ServiceDrugManufacturingRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <DrugManufacturingPage title={entry.title} lead={entry.description} />;
}
