import type { Route } from './+types/service-clinical-research';
import { ClinicalResearchPage } from '#app/features/services/clinical-research-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function ServiceClinicalResearchRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <ClinicalResearchPage title={entry.title} lead={entry.description} />;
}
