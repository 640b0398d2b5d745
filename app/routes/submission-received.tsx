import type { Route } from './+types/submission-received';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { SubmissionReceivedPage } from '#app/features/leads/submission-received-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function SubmissionReceivedRoute({ loaderData }: Route.ComponentProps) {
  return <SubmissionReceivedPage entry={loaderData.page} />;
}
