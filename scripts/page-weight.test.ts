import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../app/pages.ts';
import {
  chunkOfSource,
  chunksNamed,
  firstLoadScripts,
  firstLoadStylesheets,
  measurePage,
  readManifests,
  routeIdsOf,
} from './page-weight.ts';

const gzip = (content: string) => gzipSync(content, { level: 9 }).length;

const routeManifest = {
  url: '/assets/manifest-1a2b.js',
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'], css: [] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/framework.js'], css: ['/assets/site.css#'] },
    home: { module: '/assets/home.js', imports: ['/assets/framework.js'], css: ['/assets/site.css#'] },
    tablets: { module: '/assets/tablets.js', imports: ['/assets/data-cache.js'], css: [] },
  },
};
const viteManifest = {
  'app/features/chat/chat-widget.tsx': {
    file: 'assets/chat.js',
    src: 'app/features/chat/chat-widget.tsx',
    isDynamicEntry: true,
  },
  '_data-cache.js': { file: 'assets/data-cache.js', name: 'data-cache' },
  'app/routes/home.tsx': { file: 'assets/home.js', src: 'app/routes/home.tsx' },
};
const routeManifestScript = `window.__reactRouterManifest=${JSON.stringify(routeManifest)};`;
const files: Record<string, string> = {
  'assets/manifest-1a2b.js': routeManifestScript,
  'assets/framework.js': 'export const framework = "react and the router";'.repeat(20),
  'assets/entry.js': 'import "./framework.js"; hydrate();',
  'assets/root.js': 'import "./framework.js"; export default function Root() {}',
  'assets/home.js': 'import "./framework.js"; export default function Home() { import("./chat.js"); }',
  'assets/chat.js': 'export const chat = "loaded only when opened";',
  'assets/tablets.js': 'import "./data-cache.js"; export default function Tablets() {}',
  'assets/data-cache.js': 'export const cache = new Map();',
  'assets/site.css': 'body { color: black; }'.repeat(10),
  '.vite/manifest.json': JSON.stringify(viteManifest),
};
const inlineScript = 'window.__context = { basename: "/" };';
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Example"}';
const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/site.css#"/>
<script type="application/ld+json">${jsonLd}</script>
</head><body><script>${inlineScript}</script></body></html>`;

const clientDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
for (const [file, content] of Object.entries({ ...files, 'index.html': html })) {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), content);
}
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('page weight from the build manifests', () => {
  const manifests = readManifests(clientDir);

  it('reads React Router’s route manifest script and Vite’s manifest', () => {
    expect(manifests.routes).toEqual(routeManifest);
    expect(manifests.vite).toEqual(viteManifest);
  });

  it('takes a page’s first-load scripts from its routes: manifest, entry, modules and static imports', () => {
    expect(firstLoadScripts(manifests.routes, ['root', 'home']).sort()).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/home.js',
      '/assets/manifest-1a2b.js',
      '/assets/root.js',
    ]);
    expect(() => firstLoadScripts(manifests.routes, ['root', 'missing'])).toThrow(/no route missing/);
  });

  it('reads stylesheets without the fragment React Router adds to shared CSS, once each', () => {
    expect(firstLoadStylesheets(manifests.routes, ['root', 'home'])).toEqual(['/assets/site.css']);
  });

  it('finds lazy chunks by source file and by group name', () => {
    expect(chunkOfSource(manifests.vite, 'app/features/chat/chat-widget.tsx')).toBe('/assets/chat.js');
    expect(chunkOfSource(manifests.vite, 'app/features/chat/missing.tsx')).toBeUndefined();
    expect(chunksNamed(manifests.vite, 'data-cache')).toEqual(['/assets/data-cache.js']);
  });

  it('counts the first-load files and the inline scripts that run, not JSON-LD data blocks nor lazy chunks', () => {
    const weight = measurePage(clientDir, manifests.routes, '/', ['root', 'home']);
    expect(weight.jsGzip).toBe(
      [
        routeManifestScript,
        files['assets/entry.js'],
        files['assets/framework.js'],
        files['assets/root.js'],
        files['assets/home.js'],
        inlineScript,
      ].reduce((sum, content) => sum + gzip(content ?? ''), 0),
    );
    expect(weight.cssGzip).toBe(gzip(files['assets/site.css'] ?? ''));
    expect(weight.jsFiles).not.toContain('/assets/chat.js');
    expect(weight.jsFiles).not.toContain('/assets/data-cache.js');
  });

  it('maps product pages to their shared route and other pages to their own', () => {
    const product = pages.find((entry) => entry.kind === 'product');
    const list = pages.find((entry) => entry.path === '/products/supplements');
    expect(product && routeIdsOf(product)).toEqual(['root', 'product']);
    expect(list && routeIdsOf(list)).toEqual(['root', 'products-supplements']);
  });

  it('refuses a build without its route manifest', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'page-weight-empty-'));
    mkdirSync(path.join(empty, 'assets'));
    try {
      expect(() => readManifests(empty)).toThrow(/Expected one React Router manifest/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
