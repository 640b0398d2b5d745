import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#testing/test-app.ts';
import { useSuiteStore } from '#testing/test-stores.ts';
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
  });

  it('revalidate a rendered page by its ETag', async () => {
    const pathname = (await sitemapPaths()).find((candidate) => candidate.startsWith('/te/products/'))!;
    const first = await app.inject({ method: 'GET', url: pathname });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await app.inject({ method: 'GET', url: pathname, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
