import { describe, expect, it } from 'vitest';
import { shippedPageCatalogue } from '#app/data/page-catalogue.ts';
import { pages } from '#app/pages.ts';
import { laterListPages, pageLastmod, sitemapXml } from './sitemap-xml.ts';

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

describe('a list longer than one page', () => {
  // The supplements list three pages long, every other list one.
  const later = laterListPages(pages, (categoryId) => (categoryId === 'supplements' ? 3 : 1));
  const xml = sitemapXml('https://www.example.in', [...pages, ...later], (path) =>
    pageLastmod(path, shipped, '2026-11-21'),
  );
  const entryOf = (loc: string) =>
    new RegExp(`<url>\\s*<loc>${loc.replaceAll('?', '\\?')}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0];

  it('has its later pages in every language, and no page it does not have', () => {
    expect(later.map((entry) => `${entry.path}?page=${entry.page}`).toSorted()).toEqual(
      ['/hi', '/te', '']
        .flatMap((prefix) => [2, 3].map((page) => `${prefix}/products/supplements?page=${page}`))
        .toSorted(),
    );
    for (const path of ['/products/supplements', '/te/products/supplements', '/hi/products/supplements']) {
      expect(xml).toContain(`<loc>https://www.example.in${path}?page=2</loc>`);
      expect(xml).toContain(`<loc>https://www.example.in${path}?page=3</loc>`);
    }
    expect(xml).not.toContain('?page=4');
    expect(xml).not.toContain('?page=1<');
    expect(xml).not.toContain('/products/medicines?page=');
  });

  it('gives a later page the same page of each language version, and its list’s lastmod', () => {
    const entry = entryOf('https://www.example.in/te/products/supplements?page=2');
    expect(entry).toBeDefined();
    for (const [hreflang, path] of [
      ['en-IN', '/products/supplements'],
      ['te-IN', '/te/products/supplements'],
      ['hi-IN', '/hi/products/supplements'],
      ['x-default', '/products/supplements'],
    ])
      expect(entry).toContain(`hreflang="${hreflang}" href="https://www.example.in${path}?page=2"`);
    expect(entry).toContain('<lastmod>2026-11-21</lastmod>');
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
