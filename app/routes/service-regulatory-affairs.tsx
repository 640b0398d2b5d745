import type { Route } from './+types/service-regulatory-affairs';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { RegulatoryAffairsPage } from '#app/features/services/regulatory-affairs-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ServiceRegulatoryAffairsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <RegulatoryAffairsPage title={entry.title} lead={entry.description} />;
}
