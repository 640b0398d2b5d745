import { useLocation } from 'react-router';
import type { Route } from './+types/service-drug-manufacturing';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { DrugManufacturingPage } from '#app/features/services/drug-manufacturing-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ServiceDrugManufacturingRoute() {
  const entry = pageFor(useLocation().pathname);
  return <DrugManufacturingPage title={entry.title} lead={entry.description} />;
}
