import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '#catalogue/catalogue.ts';
import { buildTestApp } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { shippedProducts } from '../store/shipped-catalogue.ts';
import { catalogueTag } from './page-changes.ts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const list = '/products/supplements';
/** The supplements list made 30 long: the shipped 5, then these 25, the last of them on page 2. */
const added = Array.from({ length: 25 }, (_, index) => ({
  slug: `listed-supplement-${index + 1}`,
  name: index === 24 ? 'Zeta Moonflower Extract' : `Listed Supplement ${index + 1}`,
}));

function pageOf(html: string) {
  const document = new JSDOM(html).window.document;
  const main = document.querySelector('main')!;
  // The page links name each page ("Page 2"); the breadcrumb's do not.
  const pages = [...main.querySelectorAll('nav')].find((nav) => nav.querySelector('a[aria-label]')) ?? null;
  return {
    document,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    products: [...main.querySelectorAll('article h2')].map((heading) => heading.textContent),
    count: main.querySelector('[data-search-count]')?.textContent,
    searchValue: main.querySelector<HTMLInputElement>('input[name="q"]')?.getAttribute('value'),
    island: main.querySelector('[data-island="catalogue-results"]'),
    pages,
    links: [...(pages?.querySelectorAll('a') ?? [])].map((link) => ({
      text: link.textContent,
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current'),
    })),
    itemList: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((block) => block['@type'] === 'ItemList') as
      { url: string; itemListElement: { position: number; item: { name: string } }[] } | undefined,
  };
}

describeForEachEngine('a list longer than one page', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = createDatabase(suite.target.options);
    const model = shippedProducts().find((product) => product.slug === catalogue.supplements[0]!.slug)!;
    await handle.db
      .insertInto('products')
      .values(
        added.map(({ slug, name }, index) => ({
          slug,
          category_id: 'supplements',
          place: 'list' as const,
          position: 100 + index,
          name,
          record: JSON.stringify({ ...JSON.parse(model.record), id: slug, slug, name }),
          translations: model.translations,
          version: 1,
          edited_by: null,
          updated_at: Date.now(),
        })),
      )
      .execute();
    app = await buildTestApp(suite.store, { buildDir });
  });
  afterAll(async () => {
    await app.close();
    await handle.db.destroy();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('shows its first page at its own address, with links to the next', async () => {
    const answer = await get(list);
    expect(answer.statusCode).toBe(200);
    const page = pageOf(answer.body);
    expect(page.products).toHaveLength(24);
    expect(page.products.slice(0, 5)).toEqual(catalogue.supplements.map((product) => product.name));
    expect(page.count).toBe('Showing 1–24 of 30 products');
    expect(page.island).toBeNull();
    expect(page.canonical).toMatch(/\/products\/supplements$/);
    expect(page.pages?.getAttribute('aria-label')).toBe('Pages of supplements');
    expect(page.links).toEqual([
      { text: '1', href: list, current: 'page' },
      { text: '2', href: `${list}?page=2`, current: null },
      { text: 'Next page', href: `${list}?page=2`, current: null },
    ]);
    expect(page.itemList?.itemListElement.map((item) => item.position)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
  });

  it('shows the following page at ?page=2, its own page for search engines', async () => {
    const first = pageOf((await get(list)).body);
    const answer = await get(`${list}?page=2`);
    expect(answer.statusCode).toBe(200);
    const page = pageOf(answer.body);
    expect(page.products).toEqual(added.slice(19).map((product) => product.name));
    expect(page.count).toBe('Showing 25–30 of 30 products');
    expect(page.links).toEqual([
      { text: 'Previous page', href: list, current: null },
      { text: '1', href: list, current: null },
      { text: '2', href: `${list}?page=2`, current: 'page' },
    ]);
    expect(page.canonical).toMatch(/\/products\/supplements\?page=2$/);
    expect(page.title).not.toBe(first.title);
    expect(page.title).toContain('page 2 of 2');
    expect(page.description).not.toBe(first.description);
    expect(page.itemList?.url).toMatch(/\/products\/supplements\?page=2$/);
    expect(page.itemList?.itemListElement.map((item) => item.position)).toEqual([25, 26, 27, 28, 29, 30]);
    // Its language versions are its own page in each language.
    const alternates = [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(alternates.length).toBeGreaterThan(0);
    for (const href of alternates) expect(href).toMatch(/\/products\/supplements\?page=2$/);
  });

  it('searches the whole list on the server: ?q= finds a product of page 2', async () => {
    const answer = await get(`${list}?q=moonflower`);
    expect(answer.statusCode).toBe(200);
    const page = pageOf(answer.body);
    expect(page.products).toEqual(['Zeta Moonflower Extract']);
    expect(page.searchValue).toBe('moonflower');
    expect(page.count).toBe('Showing 1 of 30 products');
    expect(page.pages).toBeNull();

    const listed = pageOf((await get(`${list}?q=listed`)).body);
    expect(listed.products).toHaveLength(24);
    expect(listed.count).toBe('Showing 24 of 30 products');

    // A search that finds more than a page is paged too, its links keeping the search: every added
    // product has the first one's category.
    const category = catalogue.supplements[0]!.category;
    const found = [
      ...catalogue.supplements
        .filter((product) => product.category === category)
        .map((product) => product.name),
      ...added.map((product) => product.name),
    ];
    const query = new URLSearchParams({ q: category.toLowerCase() }).toString();
    const first = pageOf((await get(`${list}?${query}`)).body);
    expect(first.count).toBe(`Showing 1–24 of the ${found.length} products found`);
    expect(first.products).toEqual(found.slice(0, 24));
    expect(first.links.at(-1)?.href).toBe(`${list}?${query}&page=2`);
    const second = pageOf((await get(`${list}?${query}&page=2`)).body);
    expect(second.products).toEqual(found.slice(24));
    expect(second.searchValue).toBe(category.toLowerCase());

    const none = pageOf((await get(`${list}?q=no+such+thing`)).body);
    expect(none.products).toEqual([]);
    expect(none.count).toBe('No products found');
  });

  it('pages and searches the Telugu and Hindi lists the same way', async () => {
    const telugu = pageOf((await get(`/te${list}?page=2`)).body);
    expect(telugu.products).toEqual(added.slice(19).map((product) => product.name));
    expect(telugu.links.map((link) => link.href)).toEqual([`/te${list}`, `/te${list}`, `/te${list}?page=2`]);
    expect(telugu.document.documentElement.lang).toBe('te-IN');
    const hindi = await get(`/hi${list}?q=moonflower`);
    expect(hindi.statusCode).toBe(200);
    expect(pageOf(hindi.body).products).toEqual(['Zeta Moonflower Extract']);
  });

  it('answers a page the list does not have with the not-found page, and ?page=1 with the list', async () => {
    for (const url of [`${list}?page=3`, `${list}?page=0`, `${list}?page=two`, `/te${list}?page=9`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain('<meta name="robots" content="noindex"');
    }
    const first = await get(`${list}?page=1`);
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe(list);
    const searched = await get(`${list}?q=zeta&page=1`);
    expect(searched.headers.location).toBe(`${list}?q=zeta`);
  });

  it('lists its later page in the sitemap in every language, and no page it does not have', async () => {
    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    const sitemap = new JSDOM(answer.body, { contentType: 'text/xml' }).window.document;
    const locs = [...sitemap.querySelectorAll('loc')].map(
      (loc) => new URL(loc.textContent ?? '').pathname + new URL(loc.textContent ?? '').search,
    );
    for (const prefix of ['', '/te', '/hi']) {
      expect(locs).toContain(`${prefix}${list}`);
      expect(locs).toContain(`${prefix}${list}?page=2`);
    }
    expect(locs.filter((loc) => loc.includes('?page='))).toHaveLength(3);
    // Every page it names is there, as its own canonical page.
    for (const loc of locs.filter((candidate) => candidate.includes('?page='))) {
      const page = await get(loc);
      expect(page.statusCode, loc).toBe(200);
      expect(pageOf(page.body).canonical, loc).toMatch(new RegExp(`${loc.replace('?', '\\?')}$`));
    }
  });

  it('shows a published change on its later pages at once', async () => {
    await handle.db
      .updateTable('products')
      .set({ name: 'Zeta Moonflower Extract Forte' })
      .where('slug', '=', added[24]!.slug)
      .execute();
    const row = await handle.db
      .selectFrom('products')
      .select('record')
      .where('slug', '=', added[24]!.slug)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('products')
      .set({ record: JSON.stringify({ ...JSON.parse(row.record), name: 'Zeta Moonflower Extract Forte' }) })
      .where('slug', '=', added[24]!.slug)
      .execute();
    expect(pageOf((await get(`${list}?page=2`)).body).products).toContain('Zeta Moonflower Extract');
    await suite.store.pageChanges.record([catalogueTag]);
    // This instance drops the pages when it reads the changes.
    await expect
      .poll(async () => pageOf((await get(`${list}?page=2`)).body).products, { timeout: 2_000, interval: 50 })
      .toContain('Zeta Moonflower Extract Forte');
  });

  describe('a list of one page', () => {
    it('keeps its island, which searches it as the visitor types, and no page links', async () => {
      const page = pageOf((await get('/products/otc-products')).body);
      expect(page.island).not.toBeNull();
      expect(page.pages).toBeNull();
      expect(page.products).toHaveLength(catalogue['otc-products'].length);
      expect((await get('/products/otc-products?page=2')).statusCode).toBe(404);
    });
  });
});
