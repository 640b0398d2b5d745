import { type CategoryId, productCategories } from '#catalogue/catalogue.ts';
import type { PageCatalogue } from '#app/data/page-catalogue.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { englishPathOf, localeDetails } from '#languages/locales.ts';
import type { PageEntry } from './page-entry.ts';
import { listPageAddress } from './structured-data.ts';

function xmlEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A page's language versions, each with its `hreflang` (and English as `x-default`), as search
 * engines read them in a sitemap: every version lists all of them, itself included. A list's later
 * page has the same page of each version.
 */
function alternateLinks(path: string, page: number | undefined, siteUrl: string): string[] {
  const versions = languageVersions(path);
  const link = (hreflang: string, to: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(new URL(listPageAddress(to, page), siteUrl).href)}"/>`;
  return [
    ...versions.map((version) => link(localeDetails[version.locale].tag, version.path)),
    ...versions
      .filter((version) => version.locale === 'en')
      .map((version) => link('x-default', version.path)),
  ];
}

/**
 * When a page last changed, as a W3C date: the build's date, or the day staff last changed a
 * product the page shows (its own page, its category's list, the home page's showcase), if later.
 */
export function pageLastmod(
  path: string,
  catalogue: Pick<PageCatalogue, 'entries' | 'list' | 'showcase' | 'editedAt'>,
  buildDate: string,
): string {
  const english = englishPathOf(path);
  const category = productCategories.find((candidate) => candidate.link === english);
  const shown =
    english === '/'
      ? catalogue.showcase
      : category
        ? catalogue.list(category.id)
        : catalogue.entries.filter((entry) => entry.path === english).map((entry) => entry.product);
  return shown
    .map((product) => catalogue.editedAt(product.slug)?.slice(0, 10))
    .reduce<string>((latest, day) => (day !== undefined && day > latest ? day : latest), buildDate);
}

/** A page of the sitemap: a page of the page list, or a later page (`?page=N`) of a category's list. */
export type SitemapPage = Pick<PageEntry, 'path' | 'indexable'> & { page?: number };

/**
 * The later pages (`?page=2` on) of each indexable category list among `pages`, in every language
 * the list has: each is a page of its own for search engines, with its own title and canonical.
 */
export function laterListPages(
  pages: readonly SitemapPage[],
  pageCountOf: (categoryId: CategoryId) => number,
): SitemapPage[] {
  return pages.flatMap(({ path, indexable }) => {
    const category = productCategories.find((candidate) => candidate.link === englishPathOf(path));
    if (!indexable || !category) return [];
    return Array.from({ length: pageCountOf(category.id) - 1 }, (_, index) => ({
      path,
      indexable,
      page: index + 2,
    }));
  });
}

/**
 * sitemap.xml: every indexable page with its language versions and the day it last changed; a
 * list's later page changes with its list.
 */
export function sitemapXml(
  siteUrl: string,
  pages: readonly SitemapPage[],
  lastmodOf: (path: string) => string,
): string {
  const urls = pages
    .filter((entry) => entry.indexable)
    .map(({ path, page }) =>
      [
        '  <url>',
        `    <loc>${xmlEscape(new URL(listPageAddress(path, page), siteUrl).href)}</loc>`,
        `    <lastmod>${lastmodOf(path)}</lastmod>`,
        ...alternateLinks(path, page, siteUrl),
        '  </url>',
      ].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
