import type { Route } from './+types/service-clinical-research';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { ClinicalResearchPage } from '#app/features/services/clinical-research-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ServiceClinicalResearchRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <ClinicalResearchPage title={entry.title} lead={entry.description} />;
}
