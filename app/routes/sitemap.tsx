import { useLocation } from 'react-router';
import type { Route } from './+types/sitemap';
import { pageFor, pages } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { sitemapGroups } from '#app/features/legal/sitemap-groups.ts';
import { SitemapPage } from '#app/features/legal/sitemap-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

const groups = sitemapGroups(pages);

export default function SitemapRoute() {
  const entry = pageFor(useLocation().pathname);
  return <SitemapPage title={entry.title} lead={entry.description} groups={groups} />;
}
