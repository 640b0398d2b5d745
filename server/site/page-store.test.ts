import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, loadPageStore } from './page-store.ts';

const html = (title: string) =>
  `<!doctype html><html lang="en-IN"><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `${'<p>Quality medicines from Hyderabad.</p>'.repeat(30)}</body></html>`;

let clientDir: string;

async function write(name: string, content: string | Buffer) {
  const file = path.join(clientDir, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeEach(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'pharma-page-store-'));
  await write('404/index.html', html('Oops! Page not found'));
});
afterEach(() => rm(clientDir, { recursive: true, force: true }));

describe('loadPageStore compressed forms', () => {
  it("reuses the build's compressed twins when they hold exactly the page", async () => {
    const page = html('Home');
    const br = brotliCompressSync(page);
    const gzip = gzipSync(page);
    await write('index.html', page);
    await write('index.html.br', br);
    await write('index.html.gz', gzip);

    const document = (await loadPageStore(clientDir)).pages.get('/')!;
    expect(document.br.equals(br)).toBe(true);
    expect(document.gzip.equals(gzip)).toBe(true);
  });

  it('compresses the page itself when a twin is missing, stale or broken', async () => {
    const page = html('Home');
    await write('index.html', page);
    await write('index.html.br', brotliCompressSync(html('An older home page')));
    await write('index.html.gz', 'not gzip at all');
    await write('about/index.html', html('About Us'));

    const store = await loadPageStore(clientDir);
    for (const [pathname, title] of [
      ['/', 'Home'],
      ['/about', 'About Us'],
    ] as const) {
      const document = store.pages.get(pathname)!;
      expect(brotliDecompressSync(document.br).toString()).toBe(html(title));
      expect(gunzipSync(document.gzip).toString()).toBe(html(title));
    }
    expect(gunzipSync(store.notFound.gzip).toString()).toBe(html('Oops! Page not found'));
  });
});

describe('the CSP hashes of a page', () => {
  const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

  it('name each inline script it runs or follows, once, and not its JSON-LD, a data block', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module">import("/x.js");</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/y.js"></script>',
      '<script>window.a = 1;</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('window.a = 1;'),
      hashOf('import("/x.js");'),
      hashOf('{"prefetch":[]}'),
    ]);
  });
});
