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
      'products/index.html': page('en-IN', 'Our Products'),
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

  it('never chooses for a visitor from the browser’s languages', async () => {
    // The offer the page makes instead is tested on the real build (server/site/served-pages.test.ts).
    for (const accept of ['te-IN,te;q=0.9,en;q=0.5', 'hi-IN,en;q=0.7']) {
      const served = await get('/products', { 'accept-language': accept });
      expect(served.statusCode, accept).toBe(200);
      expect(served.headers.location, accept).toBeUndefined();
    }
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
