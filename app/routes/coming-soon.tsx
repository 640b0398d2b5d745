import { useLocation } from 'react-router';
import type { Route } from './+types/coming-soon';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { ComingSoonPage } from '#app/features/placeholders/coming-soon-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ComingSoonRoute() {
  const { pathname } = useLocation();
  return <ComingSoonPage entry={pageFor(pathname)} />;
}
