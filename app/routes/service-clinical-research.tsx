import { useLocation } from 'react-router';
import type { Route } from './+types/service-clinical-research';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { ClinicalResearchPage } from '#app/features/services/clinical-research-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ServiceClinicalResearchRoute() {
  const entry = pageFor(useLocation().pathname);
  return <ClinicalResearchPage title={entry.title} lead={entry.description} />;
}
