import type { Route } from './+types/services';
import { ServicesOverviewPage } from '#app/features/services/services-overview-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <ServicesOverviewPage title={entry.title} lead={entry.description} />;
}
