import type { Route } from './+types/visitor-request';
import { VisitorRequestPage } from '#app/features/leads/visitor-request-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function VisitorRequestRoute({ loaderData }: Route.ComponentProps) {
  return <VisitorRequestPage entry={loaderData.page} />;
}
