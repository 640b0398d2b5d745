import type { Route } from './+types/coming-soon';
import { ComingSoonPage } from '#app/features/placeholders/coming-soon-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonPage entry={loaderData.page} />;
}
