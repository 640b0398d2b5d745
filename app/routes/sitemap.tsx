import type { Route } from './+types/sitemap';
import { definePage } from '#app/pages/page-loader.ts';
import { pages } from '#app/pages.ts';
import { sitemapGroupsIn } from '#app/features/legal/sitemap-groups.ts';
import { SitemapPage } from '#app/features/legal/sitemap-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export const loader = definePage(({ page }) => ({ groups: sitemapGroupsIn(page.locale, pages) }));
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <SitemapPage title={entry.title} lead={entry.description} groups={loaderData.groups} />;
}
