import type { Route } from './+types/adverse-events';
import { AdverseEventPage } from '#app/features/leads/adverse-event-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function AdverseEventsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <AdverseEventPage title={entry.title} lead={entry.description} />;
}
