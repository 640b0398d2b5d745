import { useLocation } from 'react-router';
import type { Route } from './+types/services';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { services } from '#app/data/services.ts';
import { ServicesOverviewPage } from '#app/features/services/services-overview-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ServicesRoute() {
  const entry = pageFor(useLocation().pathname);
  return <ServicesOverviewPage title={entry.title} lead={entry.description} services={services} />;
}
