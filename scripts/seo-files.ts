/** sitemap.xml and robots.txt, generated at build time from the page list. */
import { pages } from '../app/pages.ts';
import { languageVersions } from '../languages/language-versions.ts';
import { localeDetails } from '../languages/locales.ts';

function xmlEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function indexablePaths(): string[] {
  return pages.filter((entry) => entry.indexable).map((entry) => entry.path);
}

/**
 * A page's language versions, each with its `hreflang` (and English as `x-default`), as search
 * engines read them in a sitemap: every version lists all of them, itself included.
 */
function alternateLinks(path: string, siteUrl: string): string[] {
  const versions = languageVersions(path);
  const link = (hreflang: string, to: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(new URL(to, siteUrl).href)}"/>`;
  return [
    ...versions.map((version) => link(localeDetails[version.locale].tag, version.path)),
    ...versions
      .filter((version) => version.locale === 'en')
      .map((version) => link('x-default', version.path)),
  ];
}

export function sitemapXml(siteUrl: string, lastmod: string): string {
  const urls = indexablePaths()
    .map((path) => {
      const loc = xmlEscape(new URL(path, siteUrl).href);
      return [
        '  <url>',
        `    <loc>${loc}</loc>`,
        `    <lastmod>${lastmod}</lastmod>`,
        ...alternateLinks(path, siteUrl),
        '  </url>',
      ].join('\n');
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /tablets',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
