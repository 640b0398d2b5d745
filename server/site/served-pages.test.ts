import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';
import { localeOfPath } from '#languages/locales.ts';
import { serverBuildFile } from './page-renderer.ts';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');

/** Every address the sitemap names, each language version included. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await readFile(path.join(clientDir, 'sitemap.xml'), 'utf8');
  const urls = [...sitemap.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)].map((match) => match[1]!);
  return [...new Set(urls.map((url) => new URL(url).pathname))];
}

const builtFile = (pathname: string) =>
  path.join(clientDir, pathname === '/' ? '' : pathname.slice(1), 'index.html');

describe('the pages as served from the build', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;

  beforeAll(async () => {
    await readFile(serverBuildFile(clientDir)).catch(() => {
      throw new Error(`These tests serve the build in ${buildDir}: run npm run build first.`);
    });
    app = await buildTestApp(suite.store, { buildDir, backgroundJobs: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('are the very bytes the build wrote, for every sitemap page whose data did not change', async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    const differing: string[] = [];
    // The recall list shows the store's notices and when it read them, which the build does not.
    for (const pathname of paths.filter((candidate) => !/^(\/te|\/hi)?\/recalls$/.test(candidate))) {
      const built = await readFile(builtFile(pathname)).catch(() => undefined);
      if (!built) continue;
      const served = await app.inject({ method: 'GET', url: pathname });
      expect(served.statusCode, pathname).toBe(200);
      if (!served.rawPayload.equals(built)) differing.push(pathname);
    }
    // Product pages among them are rendered by the server from the store (recalls.test.ts shows it).
    expect(differing).toEqual([]);
    // So is the sitemap, which the server renders from the store too.
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.rawPayload.equals(await readFile(path.join(clientDir, 'sitemap.xml')))).toBe(true);
  });

  it('preload Inter on an English page, and its script’s Noto face and Noto Sans on a Telugu or Hindi one', async () => {
    const notoLatin = /^\/assets\/noto-sans-latin-subset-[\w-]+\.woff2$/;
    const faces = {
      en: [/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/],
      te: [/^\/assets\/noto-sans-telugu-subset-[\w-]+\.woff2$/, notoLatin],
      hi: [/^\/assets\/noto-sans-devanagari-subset-[\w-]+\.woff2$/, notoLatin],
    };
    const paths = await sitemapPaths();
    expect(paths.filter((pathname) => localeOfPath(pathname) !== 'en').length).toBeGreaterThan(50);
    for (const pathname of paths) {
      const html = await readFile(builtFile(pathname), 'utf8').catch(() => undefined);
      if (!html) continue;
      const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
        (match) => match[1],
      );
      expect(fonts, pathname).toEqual(
        faces[localeOfPath(pathname)].map((face) => expect.stringMatching(face)),
      );
    }
  });

  it('revalidate a rendered page by its ETag', async () => {
    // A product's page in Telugu: /te/products/{category}/{slug}.
    const pathname = (await sitemapPaths()).find((candidate) =>
      /^\/te\/products\/[^/]+\/[^/]+$/.test(candidate),
    )!;
    const first = await app.inject({ method: 'GET', url: pathname });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ method: 'GET', url: pathname, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The tags of what it shows, for a CDN in front: every page's, the product master's and the product's own.
    const slug = pathname.split('/').at(-1);
    expect(String(first.headers['surrogate-key']).split(' ')).toEqual([
      'pages',
      'catalogue',
      `product:${slug}`,
    ]);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/about' })).headers['surrogate-key']).toBe('pages');
  });

  const documentOf = (html: string) => new JSDOM(html).window.document;

  it('apply a list search sent as ?q= in the HTML, before any script, with the page otherwise the same', async () => {
    const searched = await app.inject({ method: 'GET', url: '/products/otc-products?q=para' });
    expect(searched.statusCode).toBe(200);
    const page = documentOf(searched.body);
    expect(page.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('para');
    expect(page.querySelector('[data-search-count]')?.textContent).toBe('Showing 1 of 5 products');
    expect(
      [...page.querySelectorAll('[data-search-item]')].map((item) => item.getAttribute('data-search-item')),
    ).toEqual(['painrelief-extra-strength']);
    const plain = await app.inject({ method: 'GET', url: '/products/otc-products' });
    expect(searched.headers.etag).not.toBe(plain.headers.etag);
    expect(searched.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);

    const none = documentOf(
      (await app.inject({ method: 'GET', url: '/te/products/supplements?q=zzz' })).body,
    );
    expect(none.querySelectorAll('[data-search-item]')).toHaveLength(0);
    const areas = documentOf(
      (await app.inject({ method: 'GET', url: '/services/clinical-research?q=Diabetes' })).body,
    );
    expect(areas.querySelector('[data-search-count]')?.textContent).toBe('Showing 1 of 6 research areas');
  });

  it('answer the built page for ?q= on a page without a search, or a query longer than 100 characters', async () => {
    for (const url of ['/products?q=para', `/products/otc-products?q=${'a'.repeat(101)}`]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.rawPayload.equals(await readFile(builtFile(url.split('?')[0]!))), url).toBe(true);
    }
  });

  it('offer an English page once in the language the browser prefers, in its words', async () => {
    const offerOf = async (headers: Record<string, string>) => {
      const served = await app.inject({ method: 'GET', url: '/products', headers });
      return { served, link: documentOf(served.body).querySelector('[data-language-offer] a') };
    };
    const first = await offerOf({ 'accept-language': 'te-IN,te;q=0.9,en;q=0.5' });
    expect(first.link?.getAttribute('href')).toBe('/language/te?page=%2Fte%2Fproducts');
    expect(first.link?.getAttribute('lang')).toBe('te-IN');
    expect(first.link?.getAttribute('hreflang')).toBe('te-IN');
    expect(first.link?.textContent).toBe('ఈ పేజీ తెలుగులో');
    expect(String(first.served.headers['set-cookie'])).toMatch(/^language_offered=yes;/);
    expect(first.served.headers.vary).toContain('Accept-Language');
    expect((await offerOf({ 'accept-language': 'hi-IN,en;q=0.7' })).link?.textContent).toBe('यह पेज हिंदी में');
    for (const headers of [
      { 'accept-language': 'te', cookie: 'language_offered=yes' },
      { 'accept-language': 'te', cookie: 'site_language=en' },
      { 'accept-language': 'en-IN,te;q=0.8' },
      { 'accept-language': 'fr-FR' },
    ] as Record<string, string>[]) {
      const again = await offerOf(headers);
      expect(again.link, JSON.stringify(headers)).toBeNull();
      expect(again.served.rawPayload.equals(await readFile(builtFile('/products')))).toBe(true);
    }
  });
});
