import type { Route } from './+types/coming-soon';
import { ComingSoonPage } from '#app/features/placeholders/coming-soon-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonPage entry={loaderData.page} />;
}
