import type { Route } from './+types/coming-soon';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { ComingSoonPage } from '#app/features/placeholders/coming-soon-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonPage entry={loaderData.page} />;
}
