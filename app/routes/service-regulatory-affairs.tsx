import { useLocation } from 'react-router';
import type { Route } from './+types/service-regulatory-affairs';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { RegulatoryAffairsPage } from '#app/features/services/regulatory-affairs-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ServiceRegulatoryAffairsRoute() {
  const entry = pageFor(useLocation().pathname);
  return <RegulatoryAffairsPage title={entry.title} lead={entry.description} />;
}
