import { expect } from '@playwright/test';
import { pages } from '../app/pages.ts';
import { displayedLength } from '../app/lib/document-title.ts';
import { productCategories } from '../catalogue/catalogue.ts';
import { test } from './test.ts';

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

test.describe('search and social tags in the served HTML', () => {
  test('every page has a unique title and description, a canonical URL, Open Graph and Twitter tags', async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const entry of pages) {
      const html = await (await request.get(entry.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, entry.path).toBeTruthy();
      expect(titles.has(title ?? ''), `duplicate title ${title}`).toBe(false);
      titles.add(title ?? '');

      expect(metaContent(html, 'name', 'description'), entry.path).toBeTruthy();
      const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
      expect(canonical && new URL(canonical).pathname, entry.path).toBe(entry.path);
      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
        expect(metaContent(html, 'property', key), `${entry.path} ${key}`).toBeTruthy();
      }
      // X falls back to og:title, og:description and og:image; the card's kind is its own.
      expect(metaContent(html, 'name', 'twitter:card'), entry.path).toBe('summary_large_image');
      const robots = metaContent(html, 'name', 'robots');
      expect(robots === 'noindex', entry.path).toBe(!entry.indexable);
    }
  });

  test('the share image is served', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const image = new URL(metaContent(html, 'property', 'og:image') ?? '');
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  test('the home page describes the company as an Organization in Hyderabad', async ({ request }) => {
    const blocks = jsonLdBlocks(await (await request.get('/')).text());
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toBeDefined();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      logo: expect.stringMatching(/^https?:\/\//),
      address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' },
      contactPoint: { telephone: expect.any(String), hoursAvailable: expect.any(Array) },
    });
  });

  for (const category of productCategories) {
    test(`${category.link} lists its items as structured data without offers`, async ({ request }) => {
      const html = await (await request.get(category.link)).text();
      const list = jsonLdBlocks(html).find((block) => block['@type'] === 'ItemList') as
        { itemListElement: Array<{ item: Record<string, unknown> }> } | undefined;
      expect(list?.itemListElement).toHaveLength(5);
      const medicine = category.id === 'prescription-medicines' || category.id === 'otc-products';
      for (const { item } of list?.itemListElement ?? []) {
        expect(item['@type']).toBe(medicine ? 'Drug' : 'Product');
        expect(item.name).toEqual(expect.any(String));
        expect(item.manufacturer).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
        if (medicine)
          expect(item.prescriptionStatus).toMatch(/^https:\/\/schema\.org\/(PrescriptionOnly|OTC)$/);
        expect(item).not.toHaveProperty('offers');
      }
    });
  }

  test('sitemap.xml lists the indexable pages and robots.txt points at it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const entry of pages) {
      const listed = new RegExp(`<loc>[^<]*${entry.path === '/' ? '/' : entry.path}</loc>`).test(xml);
      if (entry.indexable) expect(listed, entry.path).toBe(true);
    }
    expect(xml).not.toContain('/tablets');
    expect(xml).toContain('<lastmod>');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /tablets');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

test('every page of the sitemap has a short title, a fitting description, one canonical and valid JSON-LD', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title.length, `${path} title ${title}`).toBeGreaterThan(0);
    expect(displayedLength(title), `${path} title ${title}`).toBeLessThanOrEqual(60);
    const description = metaContent(html, 'name', 'description') ?? '';
    expect(description.length, `${path} description`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path} description`).toBeLessThanOrEqual(160);
    expect(metaContent(html, 'name', 'twitter:image:alt'), path).toBeTruthy();
    expect(html.match(/<link[^>]*rel="canonical"/g), `${path} canonical`).toHaveLength(1);
    const blocks = jsonLdBlocks(html);
    const trails = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    expect(trails, `${path} BreadcrumbList`).toHaveLength(['/', '/te', '/hi'].includes(path) ? 0 : 1);
  }
});

test('catalogue items in the structured data carry their product page and pack shot', async ({ request }) => {
  const html = await (await request.get('/products/supplements')).text();
  const list = jsonLdBlocks(html).find((block) => block['@type'] === 'ItemList') as
    { itemListElement: Array<{ item: { url?: string; image?: string } }> } | undefined;
  expect(list?.itemListElement.length).toBeGreaterThan(0);
  for (const { item } of list?.itemListElement ?? []) {
    const url = new URL(item.url ?? '');
    expect(url.pathname).toMatch(/^\/products\/supplements\/[a-z0-9-]+$/);
    expect(html).toContain(`href="${url.pathname}"`);
    const page = await request.get(url.pathname);
    expect(page.status(), url.pathname).toBe(200);
    const image = await request.get(new URL(item.image ?? '').pathname);
    expect(image.status(), item.image).toBe(200);
  }
});
