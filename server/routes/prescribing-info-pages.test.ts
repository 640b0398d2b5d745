import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declarationCookie,
  declarationPath,
  declarationTexts,
  prescribingInfoPath,
  professionalDeclaration,
} from '#contract/prescribing-info.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';

/**
 * A prerendered page as the build writes it: its own head, the site's inline script, a main part.
 * The declaration standing in for a page is rendered by the project's server build, with the real
 * pages' titles and links.
 */
const page = (pathname: string, title: string, main: string) =>
  `<!doctype html><html lang="en-IN"><head><meta charSet="utf-8"/><title>${title} | Aarogya Life Sciences</title>` +
  `<link rel="canonical" href="https://www.aarogyalifesciences.in${pathname}"/><meta name="robots" content="noindex"/>` +
  `<script>window.earlyClicks = {};</script></head><body><main>${main}</main>` +
  `<script type="module">import('/assets/islands/site-header.js');</script></body></html>`;

const leafletPath = `${prescribingInfoPath}/neurovital`;
const otherLeafletPath = `${prescribingInfoPath}/allerclear`;
const leaflet = (name: string, productPath: string) =>
  `<article data-print-leaflet=""><p>For the use of a Registered Medical Practitioner or a Hospital or a Laboratory only</p>` +
  `<h1 class="text-3xl">${name} Prescribing Information</h1>` +
  `<section><h2>1. Composition</h2><p>Pregabalin 75 mg</p></section>` +
  `<p>What patients see: <a href="${productPath}" class="underline">the product page</a></p></article>`;

const files: Record<string, string> = {
  ...smallestSiteFiles,
  'prescribing-info/index.html': page(
    prescribingInfoPath,
    'Prescribing Information',
    `<h1>Prescribing Information</h1><ul><li><a href="${leafletPath}">NeuroVital</a></li></ul>` +
      '<a href="/products">All our products</a>',
  ),
  'prescribing-info/declaration/index.html': page(
    declarationPath,
    'For Healthcare Professionals',
    '<h1 class="mt-8">For Healthcare Professionals</h1>' +
      `<form action="${declarationPath}" method="post">` +
      `<input type="hidden" name="next" value="${prescribingInfoPath}"/>` +
      `<p>“${professionalDeclaration}”</p>` +
      `<button type="submit" value="yes" name="declared">${declarationTexts.yes}</button>` +
      `<a href="/products" class="button">${declarationTexts.no}</a></form>`,
  ),
  'prescribing-info/neurovital/index.html': page(
    leafletPath,
    'NeuroVital Prescribing Information',
    leaflet('NeuroVital', '/products/prescription-medicines/neurovital'),
  ),
  'prescribing-info/allerclear/index.html': page(
    otherLeafletPath,
    'AllerClear Prescribing Information',
    leaflet('AllerClear', '/products/otc-products/allerclear'),
  ),
  // The build's other files under the tree: its pages' data and compressed twins.
  'prescribing-info/neurovital.data': '[{"leaflet":"Pregabalin 75 mg"}]',
  'prescribing-info.data': '[{"groups":[]}]',
  'prescribing-info/neurovital/index.html.gz': 'Pregabalin 75 mg',
};

const leafletText = '1. Composition';
const declarationText = professionalDeclaration;

describe('prescribing information pages', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-prescribing-info-'));
    await writeClientBuild(path.join(buildDir, 'client'), files);
    await linkServerBuild(buildDir);
    app = await buildTestApp(suite.store, { buildDir, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const declare = (form: Record<string, string>, headers: InjectOptions['headers'] = {}) =>
    app.inject({
      method: 'POST',
      url: declarationPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  const declaredCookie = `${declarationCookie.name}=${declarationCookie.value}`;
  const document = (html: string) => new JSDOM(html).window.document;
  /** Where the declaration's form sends the visitor once declared. */
  const nextOf = (html: string) =>
    document(html).querySelector<HTMLInputElement>(`form[action="${declarationPath}"] input[name="next"]`)
      ?.value;
  /** Where its "No" leads. */
  const back = (html: string) =>
    [...document(html).querySelectorAll('a')]
      .find((link) => link.textContent === declarationTexts.no)
      ?.getAttribute('href');
  const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

  it('answers a prescribing page without the cookie with the declaration, in the page’s place', async () => {
    const answer = await get(leafletPath);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(declarationText);
    expect(answer.body).not.toContain(leafletText);
    // The address still says what was asked for: that page's head and heading.
    expect(answer.body).toContain(
      '<title>NeuroVital Prescribing Information | Aarogya Life Sciences</title>',
    );
    expect(answer.body).toContain(
      `<link rel="canonical" href="https://www.aarogyalifesciences.in${leafletPath}"/>`,
    );
    expect(document(answer.body).querySelector('main h1')?.textContent).toBe(
      'NeuroVital Prescribing Information',
    );
    // The form sends the visitor back to it; "No" leads to the product's public page.
    expect(nextOf(answer.body)).toBe(leafletPath);
    expect(back(answer.body)).toBe('/products/prescription-medicines/neurovital');
    expect(document(answer.body).querySelector('main [role="alert"]')).toBeNull();
    expect(answer.headers).toMatchObject({
      'x-robots-tag': 'noindex',
      'cache-control': 'private, no-cache',
      vary: 'Accept-Encoding, Cookie',
    });
    const policy = String(answer.headers['content-security-policy']);
    // Every inline script it runs; its JSON-LD is a data block, which CSP does not govern.
    const inlineScripts = [
      ...document(answer.body).querySelectorAll('script:not([src]):not([type="application/ld+json"])'),
    ];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(policy).toContain(scriptHash(script.textContent ?? ''));

    const list = await get(prescribingInfoPath);
    expect(list.body).toContain(declarationText);
    expect(nextOf(list.body)).toBe(prescribingInfoPath);
    expect(back(list.body)).toBe('/products');
  });

  it('sets a session-only cookie on the declaration and sends the visitor on to the page asked for', async () => {
    const answer = await declare({ next: leafletPath, declared: 'yes' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(leafletPath);
    // No Max-Age or Expires: the browser drops it at the end of the session.
    expect(answer.headers['set-cookie']).toBe(`${declaredCookie}; Path=/; HttpOnly; SameSite=Lax`);
    expect(answer.headers['cache-control']).toBe('no-store');

    const opened = await get(leafletPath, declaredCookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(leafletText);
    expect(opened.body).not.toContain(declarationText);
    expect(opened.headers['x-robots-tag']).toBe('noindex');
    expect(opened.headers.vary).toBe('Accept-Encoding, Cookie');
    // Every other prescribing page opens with the same cookie: the declaration is asked once a visit.
    const other = await get(otherLeafletPath, declaredCookie);
    expect(other.body).toContain('AllerClear Prescribing Information');
    expect(other.body).toContain(leafletText);
  });

  it('keeps the declared page and the declaration apart in caches', async () => {
    const declaration = await get(leafletPath);
    const opened = await get(leafletPath, declaredCookie, {
      'if-none-match': String(declaration.headers.etag),
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers.etag).not.toBe(declaration.headers.etag);
    const again = await get(leafletPath, declaredCookie, { 'if-none-match': String(opened.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a `next` that is not a page of prescribing information, setting no cookie', async () => {
    for (const next of [
      'https://evil.example/prescribing-info',
      '//evil.example',
      '/\\evil.example',
      '/products/prescription-medicines/neurovital',
      `${prescribingInfoPath}/../admin/dashboard`,
      `${prescribingInfoPath}/no-such-medicine`,
      `${leafletPath}/`,
      `${leafletPath}?x=1`,
      declarationPath,
      'javascript:alert(1)',
    ]) {
      const answer = await declare({ next, declared: 'yes' });
      expect(answer.statusCode, next).toBe(400);
      expect(answer.headers['set-cookie'], next).toBeUndefined();
      expect(answer.headers.location, next).toBeUndefined();
      expect(answer.body, next).toContain(`<p role="alert">${declarationTexts.unknownPage}</p>`);
      // The form shown again leads to the list, never to what was sent.
      expect(nextOf(answer.body), next).toBe(prescribingInfoPath);
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    // Without a `next`, the list.
    const list = await declare({ declared: 'yes' });
    expect(list.statusCode).toBe(303);
    expect(list.headers.location).toBe(prescribingInfoPath);
  });

  it('sets no cookie without the declaration itself, or from another site', async () => {
    const undeclared = await declare({ next: leafletPath });
    expect(undeclared.statusCode).toBe(400);
    expect(undeclared.headers['set-cookie']).toBeUndefined();
    expect(undeclared.body).toContain(declarationTexts.notDeclared);
    expect(nextOf(undeclared.body)).toBe(leafletPath);

    const declinedValue = await declare({ next: leafletPath, declared: 'no' });
    expect(declinedValue.statusCode).toBe(400);
    expect(declinedValue.headers['set-cookie']).toBeUndefined();

    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const foreign = await declare({ next: leafletPath, declared: 'yes' }, headers);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.headers['set-cookie']).toBeUndefined();
      expect(foreign.body).toContain(declarationTexts.foreignOrigin);
    }
  });

  it('asks again for a cookie of another value or name', async () => {
    for (const cookie of [`${declarationCookie.name}=no`, `__Host-${declaredCookie}`, 'admin_session=yes']) {
      const answer = await get(leafletPath, cookie);
      expect(answer.body, cookie).toContain(declarationText);
      expect(answer.body, cookie).not.toContain(leafletText);
    }
  });

  it('over HTTPS names the cookie __Host- and marks it Secure, and reads only that name', async () => {
    const https = { 'x-forwarded-proto': 'https', host: 'www.example.in' };
    const answer = await declare(
      { next: leafletPath, declared: 'yes' },
      { ...https, origin: 'https://www.example.in' },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['set-cookie']).toBe(
      `__Host-${declaredCookie}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect((await get(leafletPath, `__Host-${declaredCookie}`, https)).body).toContain(leafletText);
    expect((await get(leafletPath, declaredCookie, https)).body).toContain(declarationText);
  });

  it('serves no file of the tree, however the address is spelled, even with the cookie', async () => {
    for (const url of [
      `${leafletPath}.data`,
      `${prescribingInfoPath}.data`,
      `${prescribingInfoPath}%2Edata`,
      `${prescribingInfoPath}%2Fneurovital.data`,
      `${leafletPath}/index.html.gz`,
      `${leafletPath}/index.html`,
      `//prescribing-info/neurovital.data`,
      `/x/..${leafletPath}.data`,
      `${prescribingInfoPath}/no-such-medicine`,
    ]) {
      for (const cookie of [undefined, declaredCookie]) {
        const answer = await get(url, cookie);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).toContain('Oops! Page not found');
        expect(answer.body, url).not.toContain('Pregabalin');
      }
    }
  });

  it('serves the declaration page itself, not indexed, and a page’s address with a slash at its end', async () => {
    const answer = await get(declarationPath);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>For Healthcare Professionals | Aarogya Life Sciences</title>');
    expect(answer.headers['x-robots-tag']).toBe('noindex');

    const slashed = await get(`${leafletPath}/?from=mail`);
    expect(slashed.statusCode).toBe(301);
    expect(slashed.headers.location).toBe(`${leafletPath}?from=mail`);
  });

  it('answers HEAD like GET', async () => {
    const head = await app.inject({ method: 'HEAD', url: leafletPath });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('prescribing information pages from a build without its server part', () => {
  const suite = useSuiteStore('sqlite');

  it('answer the declaration as built in a page’s place, still gated', async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-prescribing-info-built-'));
    await writeClientBuild(path.join(buildDir, 'client'), files);
    const app = await buildTestApp(suite.store, { buildDir });
    try {
      const answer = await app.inject({ method: 'GET', url: leafletPath });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>For Healthcare Professionals | Aarogya Life Sciences</title>');
      expect(answer.body).not.toContain(leafletText);
      const refused = await app.inject({
        method: 'POST',
        url: declarationPath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ next: leafletPath }).toString(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.body).toContain(declarationText);
    } finally {
      await app.close();
      await rm(buildDir, { recursive: true, force: true });
    }
  });
});
