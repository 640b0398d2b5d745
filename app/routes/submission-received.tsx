import type { Route } from './+types/submission-received';
import { SubmissionReceivedPage } from '#app/features/leads/submission-received-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function SubmissionReceivedRoute({ loaderData }: Route.ComponentProps) {
  return <SubmissionReceivedPage entry={loaderData.page} />;
}
