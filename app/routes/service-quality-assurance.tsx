import { useLocation } from 'react-router';
import type { Route } from './+types/service-quality-assurance';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { QualityAssurancePage } from '#app/features/services/quality-assurance-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ServiceQualityAssuranceRoute() {
  const entry = pageFor(useLocation().pathname);
  return <QualityAssurancePage title={entry.title} lead={entry.description} />;
}
