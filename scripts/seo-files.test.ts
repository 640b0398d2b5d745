import { describe, expect, it } from 'vitest';
import { pages } from '../app/pages.ts';
import { indexablePaths, robotsTxt, sitemapXml } from './seo-files.ts';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://www.example.in', '2026-11-21');

  it('lists every indexable page with its lastmod', () => {
    for (const path of indexablePaths()) {
      expect(xml).toContain(`<loc>${new URL(path, 'https://www.example.in').href}</loc>`);
    }
    expect(xml.match(/<lastmod>2026-11-21<\/lastmod>/g)).toHaveLength(indexablePaths().length);
  });

  it('leaves out the staff screen and the coming-soon pages', () => {
    expect(xml).not.toContain('/tablets');
    for (const entry of pages.filter((candidate) => !candidate.indexable)) {
      expect(xml).not.toContain(`<loc>https://www.example.in${entry.path}</loc>`);
    }
    expect(xml).toContain('<loc>https://www.example.in/products/supplements</loc>');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the staff screen, and names the sitemap', () => {
    const text = robotsTxt('https://www.example.in');
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /tablets');
    expect(text).toContain('Sitemap: https://www.example.in/sitemap.xml');
  });
});
