import type { Route } from './+types/service-clinical-research';
import { ClinicalResearchPage } from '#app/features/services/clinical-research-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/lib/page.ts';

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function ServiceClinicalResearchRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <ClinicalResearchPage title={entry.title} lead={entry.description} />;
}
