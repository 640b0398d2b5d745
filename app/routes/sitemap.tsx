import type { Route } from './+types/sitemap';
import { definePage } from '#app/lib/page.ts';
import { pages } from '#app/pages.ts';
import { sitemapGroups } from '#app/features/legal/sitemap-groups.ts';
import { SitemapPage } from '#app/features/legal/sitemap-page.tsx';

export const loader = definePage(() => ({ groups: sitemapGroups(pages) }));
export { meta } from '#app/lib/page.ts';

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <SitemapPage title={entry.title} lead={entry.description} groups={loaderData.groups} />;
}
