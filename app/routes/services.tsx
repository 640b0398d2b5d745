import type { Route } from './+types/services';
import { services } from '#app/data/service-summaries.ts';
import { ServicesOverviewPage } from '#app/features/services/services-overview-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <ServicesOverviewPage title={entry.title} lead={entry.description} services={services} />;
}
