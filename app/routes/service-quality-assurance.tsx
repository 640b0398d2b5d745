import type { Route } from './+types/service-quality-assurance';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { QualityAssurancePage } from '#app/features/services/quality-assurance-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function ServiceQualityAssuranceRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <QualityAssurancePage title={entry.title} lead={entry.description} />;
}
