import { HelpPage } from '#app/features/help/help-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import type { Route } from './+types/help';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  return <HelpPage title={loaderData.page.title} lead={loaderData.page.description} />;
}
