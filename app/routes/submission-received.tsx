import type { Route } from './+types/submission-received';
import { SubmissionReceivedPage } from '#app/features/leads/submission-received-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function SubmissionReceivedRoute({ loaderData }: Route.ComponentProps) {
  return <SubmissionReceivedPage entry={loaderData.page} />;
}
