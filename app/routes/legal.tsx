import { useLocation } from 'react-router';
import type { Route } from './+types/legal';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function LegalRoute() {
  const entry = pageFor(useLocation().pathname);
  return <LegalPage key={entry.path} path={entry.path} title={entry.title} lead={entry.description} />;
}
