import type { Route } from './+types/prescribing-info-product';
import { definePage } from '#app/pages/page-loader.ts';
import { prescribingInfoAt } from '#app/data/prescribing-info/prescribing-info.ts';
import { LeafletPage } from '#app/features/prescribing-info/leaflet-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

/** Build time: one medicine's leaflet, its label facts from the catalogue. */
export const loader = definePage(({ page }) => ({ leaflet: prescribingInfoAt(page.path) }));
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function PrescribingInfoProductRoute({ loaderData }: Route.ComponentProps) {
  return <LeafletPage title={loaderData.page.title} leaflet={loaderData.leaflet} />;
}
