import type { Route } from './+types/sitemap';
import { pages } from '#app/pages.ts';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { sitemapGroups } from '#app/features/legal/sitemap-groups.ts';
import { SitemapPage } from '#app/features/legal/sitemap-page.tsx';

export function loader(args: Route.LoaderArgs) {
  return { ...loadPageData(args), groups: sitemapGroups(pages) };
}
export const meta: Route.MetaFunction = metaFromPageData;

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <SitemapPage title={entry.title} lead={entry.description} groups={loaderData.groups} />;
}
