import { describe, expect, it } from 'vitest';
import { shippedPageCatalogue } from '#app/data/page-catalogue.ts';
import { pages } from '#app/pages.ts';
import { pageLastmod, sitemapXml } from './sitemap-xml.ts';

const shipped = shippedPageCatalogue();
const indexable = pages.filter((entry) => entry.indexable);

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://www.example.in', pages, (path) => pageLastmod(path, shipped, '2026-11-21'));

  it('lists every indexable page with the day it was built, as shipped', () => {
    for (const { path } of indexable) {
      expect(xml).toContain(`<loc>${new URL(path, 'https://www.example.in').href}</loc>`);
    }
    expect(xml.match(/<lastmod>2026-11-21<\/lastmod>/g)).toHaveLength(indexable.length);
  });

  it('leaves out the staff screen and the coming-soon pages', () => {
    expect(xml).not.toContain('/tablets');
    for (const entry of pages.filter((candidate) => !candidate.indexable)) {
      expect(xml).not.toContain(`<loc>https://www.example.in${entry.path}</loc>`);
    }
    expect(xml).toContain('<loc>https://www.example.in/products/supplements</loc>');
  });
});

describe('a page’s lastmod', () => {
  const [listed] = shipped.list('supplements');
  const [showcased] = shipped.showcase;
  const editedOn = (slug: string | undefined, day: string) => ({
    ...shipped,
    editedAt: (candidate: string) => (candidate === slug ? `${day}T10:15:00.000Z` : undefined),
  });

  it('is the day staff changed the product a page shows, in every language, when after the build', () => {
    const catalogue = editedOn(listed?.slug, '2026-12-03');
    for (const path of [
      `/products/supplements/${listed?.slug}`,
      `/te/products/supplements/${listed?.slug}`,
      '/products/supplements',
      '/hi/products/supplements',
    ])
      expect(pageLastmod(path, catalogue, '2026-11-21'), path).toBe('2026-12-03');
    for (const path of ['/', '/products/medicines', '/about', `/products/supplements/${showcased?.slug}`])
      expect(pageLastmod(path, catalogue, '2026-11-21'), path).toBe('2026-11-21');
  });

  it('moves the home page with its showcase, not the supplements list', () => {
    const catalogue = editedOn(showcased?.slug, '2026-12-04');
    expect(pageLastmod('/', catalogue, '2026-11-21')).toBe('2026-12-04');
    expect(pageLastmod('/te', catalogue, '2026-11-21')).toBe('2026-12-04');
    expect(pageLastmod('/products/supplements', catalogue, '2026-11-21')).toBe('2026-11-21');
  });

  it('never goes back before the build', () => {
    expect(pageLastmod('/products/supplements', editedOn(listed?.slug, '2026-10-01'), '2026-11-21')).toBe(
      '2026-11-21',
    );
  });
});
