import type { Route } from './+types/sitemap-xml';
import { pageCatalogue } from '#app/data/page-catalogue.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { pages } from '#app/pages.ts';
import { pathsPublishedSince } from '#app/pages/catalogue-pages.ts';
import { laterListPages, pageLastmod, sitemapXml } from '#app/pages/sitemap-xml.ts';
import { listPageCount } from '#app/features/catalogue/catalogue-list-items.ts';

/** The day the site was built: the last change of every page no staff change reaches. */
const buildDate =
  (import.meta.env as { BUILD_DATE?: string }).BUILD_DATE ?? new Date().toISOString().slice(0, 10);

/**
 * sitemap.xml, from the product master as the server renders it (a product staff changed has that
 * day as its pages' lastmod), and as shipped when the build prerenders it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await pageCatalogue(context.get(liveDataContext));
  // A product published since the build is in no page list: its page in each language it has.
  const publishedSince = pathsPublishedSince(pages, catalogue).map((path) => ({ path, indexable: true }));
  const listPages = laterListPages(pages, (categoryId) => listPageCount(catalogue.list(categoryId).length));
  const xml = sitemapXml(siteConfig.url, [...pages, ...publishedSince, ...listPages], (path) =>
    pageLastmod(path, catalogue, buildDate),
  );
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
