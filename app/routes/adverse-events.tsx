import type { Route } from './+types/adverse-events';
import { AdverseEventPage } from '#app/features/leads/adverse-event-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function AdverseEventsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <AdverseEventPage title={entry.title} lead={entry.description} />;
}
