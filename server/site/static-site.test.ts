import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { HealthProbe } from '../routes/health.ts';
import { loadConfig } from '../env.ts';
import { writeClientBuild } from '#testing/client-build.ts';
import { metricValue, scrapeMetrics } from '#testing/metrics-scrape.ts';
import { loadPageStore } from './page-store.ts';

/** A small client build: two pages, the not-found page, a hashed asset with its compressed twins. */
const inlineScript = 'window.__ready = true;';
const filler = '<p>Trusted medicines and healthcare supply from Hyderabad.</p>'.repeat(40);
const page = (title: string) =>
  `<!doctype html><html lang="en-IN"><head><title>${title}</title><script>${inlineScript}</script>` +
  `<script type="module" src="/assets/app-3f9a1c.js"></script></head><body><h1>${title}</h1>${filler}</body></html>`;
/** A catalogue list as the build writes it: a search field, a live count and one item per product. */
const otcSlugs = [
  'painrelief-extra-strength',
  'allerclear',
  'eyecare-lubricant',
  'digestiease',
  'energyboost-b12',
];
const otcList =
  `<!doctype html><html lang="en-IN"><head><title>OTC Products</title><script>${inlineScript}</script></head><body>` +
  '<form role="search" method="get"><input id="catalogue-search" type="search" name="q" value=""/></form>' +
  `<p id="count" role="status" data-search-count="">Showing all ${otcSlugs.length} products</p>` +
  `<ul>${otcSlugs.map((slug) => `<li data-search-item="${slug}"><h2>${slug}</h2></li>`).join('')}</ul>${filler}</body></html>`;
const asset = `export const catalogue = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => `item-${i}`))};\n`;

const files: Record<string, string | Buffer> = {
  'index.html': page('Home'),
  'products/index.html': page('Our Products'),
  'products/supplements/index.html': page('Supplements'),
  'products/otc-products/index.html': otcList,
  '404/index.html': page('Oops! Page not found'),
  'te/404/index.html': page('క్షమించండి, ఈ పేజీ కనబడలేదు').replace('lang="en-IN"', 'lang="te-IN"'),
  'hi/404/index.html': page('माफ़ कीजिए, यह पेज नहीं मिला').replace('lang="en-IN"', 'lang="hi-IN"'),
  '__spa-fallback.html': page('Fallback'),
  'assets/app-3f9a1c.js': asset,
  'assets/app-3f9a1c.js.br': brotliCompressSync(asset),
  'assets/app-3f9a1c.js.gz': gzipSync(asset),
  'assets/root-77aa01.css': 'body{margin:0}',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  '.env': 'SECRET=do-not-serve',
};

let root: string;
let clientDir: string;

function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    BUILD_DIR: path.join(root, 'build'),
    DATA_DIR: path.join(root, 'data'),
    ADMIN_KEY: 'static-site-test-admin-key',
    SESSION_SECRET: 'static-site-test-session-secret-0123456789',
    ...env,
  });
}

function startApp(options: { env?: Record<string, string>; healthProbe?: HealthProbe } = {}) {
  return buildApp({ config: testConfig(options.env), logger: false, healthProbe: options.healthProbe });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pharma-static-site-'));
  clientDir = path.join(root, 'build', 'client');
  await writeClientBuild(clientDir, files);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('static site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  describe('prerendered pages', () => {
    it('answers a page as HTML that every visit revalidates', async () => {
      const response = await app.inject({ url: '/products' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.body).toContain('<h1>Our Products</h1>');
    });

    it('counts every page under one route label in the metrics, however many pages the build has', async () => {
      const measured = await startApp({ env: { METRICS_PORT: '0' } });
      try {
        await measured.inject({ url: '/products' });
        await measured.inject({ url: '/products/supplements/' });
        const text = await scrapeMetrics(measured);
        expect(metricValue(text, 'aarogya_http_requests_total{route="page",method="GET",status="200"}')).toBe(
          1,
        );
        expect(metricValue(text, 'aarogya_http_requests_total{route="page",method="GET",status="301"}')).toBe(
          1,
        );
        expect(text).not.toContain('route="/products');
      } finally {
        await measured.close();
      }
    });

    it('answers the home page and nested pages', async () => {
      expect((await app.inject({ url: '/' })).body).toContain('<h1>Home</h1>');
      expect((await app.inject({ url: '/products/supplements' })).body).toContain('<h1>Supplements</h1>');
    });

    it('ignores the query string', async () => {
      const response = await app.inject({ url: '/products?utm_source=newsletter' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Our Products</h1>');
    });

    it('answers HEAD with the headers and no body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe('');
    });

    it('answers 304 to a request that already holds the current version', async () => {
      const first = await app.inject({ url: '/' });
      const second = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      const stale = await app.inject({ url: '/', headers: { 'if-none-match': '"an-older-version"' } });
      expect(stale.statusCode).toBe(200);
    });

    it('sends brotli or gzip when the browser takes it', async () => {
      const html = String(files['index.html']);
      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);

      const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);

      const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);
    });

    it('sends a script policy that allows exactly the page’s own inline script', async () => {
      const response = await app.inject({ url: '/' });
      const hash = createHash('sha256').update(inlineScript).digest('base64');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
    });

    it('redirects a trailing slash to the page, keeping the query', async () => {
      const response = await app.inject({ url: '/products/?sort=name' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/products?sort=name');
    });

    it('redirects to the decoded page path, however the request spelled it', async () => {
      for (const [url, location] of [
        ['/%70roducts/', '/products'],
        ['/products/%73upplements/', '/products/supplements'],
        ['/%70roducts/?sort=name', '/products?sort=name'],
      ] as const) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(301);
        expect(response.headers.location, url).toBe(location);
      }
    });

    it('answers unknown API paths as JSON and uncached, however they are spelled', async () => {
      const response = await app.inject({ url: '/%61pi/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('build files', () => {
    it('serves hashed assets as immutable for a year', async () => {
      const response = await app.inject({ url: '/assets/app-3f9a1c.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(asset);
    });

    it('serves the precompressed twins of an asset', async () => {
      const br = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);

      const gzip = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(asset);
    });

    it('serves an asset without compressed twins as it is', async () => {
      const response = await app.inject({
        url: '/assets/root-77aa01.css',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/css/);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('body{margin:0}');
    });

    it('caches files without a content hash in their name for an hour only', async () => {
      const response = await app.inject({ url: '/favicon.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('marks files so that browsers do not guess their type', async () => {
      const response = await app.inject({ url: '/assets/app-3f9a1c.js' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    });
  });

  describe('not found', () => {
    const expectNotFoundPage = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('Oops! Page not found');
    };

    it.each([
      '/no-such-page',
      '/products/no-such-list',
      '/products/supplements/extra/',
      '/assets/app-000000.js',
    ])('answers the not-found page with 404 for %s', async (url) => {
      expectNotFoundPage(await app.inject({ url }));
    });

    it.each(['/assets/', '/assets', '/404', '/404/'])(
      'answers the not-found page for the folder %s',
      async (url) => {
        expectNotFoundPage(await app.inject({ url }));
      },
    );

    it.each([
      ['/te/no-such-page', 'te-IN', 'క్షమించండి, ఈ పేజీ కనబడలేదు'],
      ['/te/404', 'te-IN', 'క్షమించండి, ఈ పేజీ కనబడలేదు'],
      ['/hi/products/no-such-list', 'hi-IN', 'माफ़ कीजिए, यह पेज नहीं मिला'],
      ['/telugu/no-such-page', 'en-IN', 'Oops! Page not found'],
      ['/en/no-such-page', 'en-IN', 'Oops! Page not found'],
    ])('answers %s with the not-found page of its language (%s)', async (url, lang, heading) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<html lang="${lang}"`);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
    });

    it("does not serve a language's not-found page as a page of its own", async () => {
      expect((await app.inject({ url: '/te/404/' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/hi/404/index.html' })).statusCode).toBe(404);
    });

    it.each(['/index.html', '/products/index.html', '/404/index.html', '/__spa-fallback.html'])(
      'does not serve the page file %s at a second address',
      async (url) => {
        expectNotFoundPage(await app.inject({ url }));
      },
    );

    it('never serves dot files', async () => {
      const response = await app.inject({ url: '/.env' });
      expectNotFoundPage(response);
      expect(response.body).not.toContain('do-not-serve');
    });

    it.each([
      '/assets/../../../etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
    ])('stays inside the build for %s', async (url) => {
      const response = await app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('root:');
    });

    it('answers HEAD of a missing page with 404 and no body', async () => {
      const response = await app.inject({ method: 'HEAD', url: '/no-such-page' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('');
    });

    it('answers unknown API paths with a JSON 404', async () => {
      for (const [method, url] of [
        ['GET', '/api/no-such-thing'],
        ['GET', '/api'],
        ['POST', '/api/no-such-thing?x=1'],
        ['DELETE', '/api/tablets/1/extra'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({ error: expect.stringContaining('No API endpoint') });
      }
    });

    it('does not answer the page for other methods on a page path', async () => {
      const response = await app.inject({ method: 'POST', url: '/products', payload: {} });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('security headers', () => {
    it.each(['/', '/assets/app-3f9a1c.js', '/no-such-page', '/api/health', '/api/no-such-thing'])(
      'are sent with %s',
      async (url) => {
        const response = await app.inject({ url });
        expect(response.headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cross-origin-opener-policy': 'same-origin',
        });
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers['x-powered-by']).toBeUndefined();
        expect(response.headers['strict-transport-security']).toBeUndefined();
      },
    );

    it('lets an image opened on its own load and style itself, and nothing else', async () => {
      const image = await app.inject({ url: '/favicon.svg' });
      expect(image.headers['content-security-policy']).toContain("img-src 'self'");
      expect(image.headers['content-security-policy']).not.toContain('script-src');
      const script = await app.inject({ url: '/assets/app-3f9a1c.js' });
      expect(script.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
    });
  });

  describe('health', () => {
    it('answers ok while the store answers', async () => {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('health when the store does not answer', () => {
  it.each([
    ['answers false', async () => false],
    ['throws', async () => Promise.reject(new Error('connection refused'))],
  ])('answers 503 when the probe %s, without details', async (_name, healthProbe) => {
    const app = await startApp({ healthProbe });
    try {
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', error: expect.any(String) });
      expect(response.body).not.toContain('connection refused');
    } finally {
      await app.close();
    }
  });
});

describe('behind a TLS proxy', () => {
  it('adds HSTS when the proxy says the request came over HTTPS', async () => {
    const app = await startApp({ env: { TRUST_PROXY: '1' } });
    try {
      const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it('ignores the forwarded protocol when no proxy is trusted', async () => {
    const app = await startApp();
    try {
      const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('loadPageStore', () => {
  it('names the missing not-found page of an incomplete build', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pharma-incomplete-build-'));
    try {
      await writeClientBuild(dir, { 'index.html': page('Home') });
      await expect(loadPageStore(dir)).rejects.toThrow(/404\/index\.html/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('maps each index.html to the address of its folder', async () => {
    const store = await loadPageStore(clientDir);
    expect([...store.pages.keys()].sort()).toEqual([
      '/',
      '/products',
      '/products/otc-products',
      '/products/supplements',
    ]);
  });
});
