/** sitemap.xml and robots.txt, generated at build time from the page list. */
import { pages } from '../app/pages.ts';

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

export function sitemapXml(siteUrl: string, lastmod: string): string {
  const urls = indexablePaths()
    .map((path) => {
      const loc = xmlEscape(new URL(path, siteUrl).href);
      return `  <url>\n    <loc>${loc}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
