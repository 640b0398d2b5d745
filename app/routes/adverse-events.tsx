import type { Route } from './+types/adverse-events';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { AdverseEventPage } from '#app/features/leads/adverse-event-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function AdverseEventsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <AdverseEventPage title={entry.title} lead={entry.description} />;
}
