import type { Route } from './+types/service-quality-assurance';
import { QualityAssurancePage } from '#app/features/services/quality-assurance-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function ServiceQualityAssuranceRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <QualityAssurancePage title={entry.title} lead={entry.description} />;
}
