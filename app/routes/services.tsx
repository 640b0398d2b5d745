import type { Route } from './+types/services';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { services } from '#app/data/service-summaries.ts';
import { ServicesOverviewPage } from '#app/features/services/services-overview-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <ServicesOverviewPage title={entry.title} lead={entry.description} services={services} />;
}
