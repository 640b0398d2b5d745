import type { Route } from './+types/service-regulatory-affairs';
import { RegulatoryAffairsPage } from '#app/features/services/regulatory-affairs-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function ServiceRegulatoryAffairsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <RegulatoryAffairsPage title={entry.title} lead={entry.description} />;
}
