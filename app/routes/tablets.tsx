import { useLocation } from 'react-router';
import type { Route } from './+types/tablets';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { TabletsScreen } from '#app/features/tablets/tablets-screen.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function TabletsRoute() {
  const entry = pageFor(useLocation().pathname);
  return <TabletsScreen title={entry.title} />;
}
