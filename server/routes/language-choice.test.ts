import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageChoicePath } from '#contract/language-choice.ts';
import { smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';

const page = (lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

describe('the language a visitor chose', () => {
  const suite = useSuiteStore('sqlite');
  let app: FastifyInstance;
  let buildDir: string;

  beforeAll(async () => {
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-languages-'));
    await writeClientBuild(path.join(buildDir, 'client'), {
      ...smallestSiteFiles,
      'products/index.html': page('en-IN', 'Our Products').replace(
        '<body>',
        '<body><div data-language-offer="" class="empty:hidden"></div>',
      ),
      'te/products/index.html': page('te-IN', 'మా ఉత్పత్తులు'),
      'hi/products/index.html': page('hi-IN', 'हमारे उत्पाद'),
      'admin/sign-in/index.html': page('en-IN', 'Staff Sign-in'),
    });
    app = await buildTestApp(suite.store, { buildDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('is remembered in a first-party cookie, and the page opens in it', async () => {
    const chosen = await get(languageChoicePath('te', '/te/products'));
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/te/products');
    expect(chosen.headers['cache-control']).toBe('no-store');
    const cookie = String(chosen.headers['set-cookie']);
    expect(cookie).toMatch(/^site_language=te;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('opens a translated English page in the chosen language on the next visit, and no other page', async () => {
    const next = await get('/products?q=bp', { cookie: 'site_language=hi' });
    expect(next.statusCode).toBe(302);
    expect(next.headers.location).toBe('/hi/products?q=bp');
    expect(next.headers.vary).toContain('Cookie');
    // A page only in English, a page already in a language, and English chosen: served as asked.
    expect((await get('/admin/sign-in', { cookie: 'site_language=hi' })).statusCode).toBe(200);
    expect((await get('/te/products', { cookie: 'site_language=hi' })).statusCode).toBe(200);
    const english = await get('/products', { cookie: 'site_language=en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toContain('Cookie');
  });

  it('never chooses for a visitor from the browser’s languages, but offers the page in the first of them once', async () => {
    const first = await get('/products', { 'accept-language': 'te-IN,te;q=0.9,en;q=0.5' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Our Products</title>');
    expect(first.body).toContain(
      `<div data-language-offer="" class="empty:hidden"><a href="/language/te?page=%2Fte%2Fproducts" lang="te-IN" hreflang="te-IN" class="underline">ఈ పేజీ తెలుగులో</a></div>`,
    );
    expect(first.headers.vary).toContain('Accept-Language');
    const offered = String(first.headers['set-cookie']);
    expect(offered).toMatch(/^language_offered=yes;/);
    // Once: the visitor who was offered it, or who chose a language, is not offered it again.
    for (const cookie of ['language_offered=yes', 'site_language=en']) {
      const again = await get('/products', { 'accept-language': 'te', cookie });
      expect(again.body, cookie).toContain('<div data-language-offer="" class="empty:hidden"></div>');
      expect(again.headers['set-cookie'], cookie).toBeUndefined();
    }
    // English first, or a language the page is not in: nothing to offer.
    for (const accept of ['en-IN,te;q=0.8', 'fr-FR', 'hi;q=0.2,te;q=0.1,en;q=0.5', '']) {
      const plain = await get('/products', { 'accept-language': accept });
      expect(plain.body, accept).toContain('<div data-language-offer="" class="empty:hidden"></div>');
    }
    const hindi = await get('/products', { 'accept-language': 'hi-IN,en;q=0.7' });
    expect(hindi.body).toContain('>यह पेज हिंदी में</a>');
  });

  it('opens only a published page in the chosen language, never an address elsewhere', async () => {
    for (const url of [
      languageChoicePath('te', 'https://evil.example/te/products'),
      languageChoicePath('te', '//evil.example/te/products'),
      languageChoicePath('te', '/hi/products'),
      languageChoicePath('fr', '/products'),
      languageChoicePath('te', '/te/admin/sign-in'),
      '/language/te',
    ]) {
      const refused = await get(url, { accept: 'text/html' });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.headers['set-cookie'], url).toBeUndefined();
    }
  });
});
