import type { Route } from './+types/service-drug-manufacturing';
import { DrugManufacturingPage } from '#app/features/services/drug-manufacturing-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function ServiceDrugManufacturingRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <DrugManufacturingPage title={entry.title} lead={entry.description} />;
}
