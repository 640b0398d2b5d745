import type { Route } from './+types/sitemap';
import { definePage } from '#app/pages/page-loader.ts';
import { pages } from '#app/pages.ts';
import { pagesNow } from '#app/pages/catalogue-pages.ts';
import { pageCatalogue } from '#app/data/page-catalogue.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { sitemapGroupsIn } from '#app/features/legal/sitemap-groups.ts';
import { SitemapPage } from '#app/features/legal/sitemap-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

const sitemapPage = definePage();

/** Every page, its products' names as the product master has them, those published since the build too. */
export async function loader(args: Route.LoaderArgs) {
  const data = await sitemapPage(args);
  const catalogue = await pageCatalogue(args.context.get(liveDataContext));
  return { ...data, groups: sitemapGroupsIn(data.page.locale, pagesNow(pages, catalogue)) };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function SitemapRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <SitemapPage title={entry.title} lead={entry.description} groups={loaderData.groups} />;
}
