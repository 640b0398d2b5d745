import { RecallsPage } from '#app/features/recall-notices/recalls-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { recallFeedPath } from '#contract/recalls.ts';
import type { Route } from './+types/recalls';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML: the notices are written in by the server, the subscription is a plain form. */
export const handle = islandsPageHandle;

export const links: Route.LinksFunction = () => [
  { rel: 'alternate', type: 'application/atom+xml', href: recallFeedPath, title: 'Recall notices' },
];

export default function RecallsRoute({ loaderData }: Route.ComponentProps) {
  return <RecallsPage title={loaderData.page.title} lead={loaderData.page.description} />;
}
