import type { Route } from './+types/visitor-request';
import { VisitorRequestPage } from '#app/features/leads/visitor-request-page.tsx';
import { Island } from '#app/lib/island.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): the whole request is one, opened in the browser. */
export const handle = islandsPageHandle;

export default function VisitorRequestRoute({ loaderData }: Route.ComponentProps) {
  return <Island name="visitor-request" component={VisitorRequestPage} props={{ entry: loaderData.page }} />;
}
