import type { Route } from './+types/inbox';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { InboxScreen } from '#app/features/inbox/inbox-screen.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return <InboxScreen title={loaderData.page.title} />;
}
