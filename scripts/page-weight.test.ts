import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../app/pages.ts';
import { locales } from '../languages/locales.ts';
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
const inlineScript = 'window.__reactRouterContext = { basename: "/" };';
const earlyClicks = 'document.addEventListener("click", () => {});';
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Example"}';
const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/site.css#"/>
<script type="application/ld+json">${jsonLd}</script>
</head><body><script>${inlineScript}</script></body></html>`;

// A page served as islands: its islands' entry modules, what they import, and no client router.
const islandFiles: Record<string, string> = {
  'assets/islands/preact.js': 'export const runtime = "preact";'.repeat(10),
  'assets/islands/site-header.js': 'import "./preact.js"; hydrate("site-header");',
  'assets/islands/newsletter.js': 'import "./preact.js"; hydrate("newsletter");',
  'assets/islands/send-lead.js': 'export const send = "loaded when a form is sent";',
};
const islandsManifest = {
  'app/islands/site-header.tsx': {
    file: 'assets/islands/site-header.js',
    name: 'site-header',
    isEntry: true,
    imports: ['_preact.js'],
  },
  'app/islands/newsletter.tsx': {
    file: 'assets/islands/newsletter.js',
    name: 'newsletter',
    isEntry: true,
    imports: ['_preact.js'],
    dynamicImports: ['_send-lead.js'],
  },
  '_preact.js': { file: 'assets/islands/preact.js', name: 'preact' },
  '_send-lead.js': { file: 'assets/islands/send-lead.js', name: 'send-lead' },
};
const islandLoader = 'requestAnimationFrame(() => import("/assets/islands/site-header.js"));';
const islandsHtml = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/site.css#"/>
</head><body><div data-island="site-header" data-island-load="at-once"></div>
<div data-island="newsletter" data-island-load="on-use"></div><script>${earlyClicks}</script>
<script type="module" data-island-entries="/assets/islands/site-header.js" data-island-entries-on-use="/assets/islands/newsletter.js">${islandLoader}</script></body></html>`;
// A page whose only island waits to be used.
const quietHtml = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/site.css#"/>
</head><body><div data-island="newsletter" data-island-load="on-use"></div><script>${earlyClicks}</script>
<script type="module" data-island-entries-on-use="/assets/islands/newsletter.js">${islandLoader}</script></body></html>`;

const clientDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
const islandsDir = mkdtempSync(path.join(tmpdir(), 'page-weight-islands-'));
for (const [file, content] of Object.entries({
  ...files,
  ...islandFiles,
  'index.html': html,
  'terms/index.html': islandsHtml,
  'privacy/index.html': quietHtml,
})) {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), content);
}
// One islands build per language; these share their modules.
for (const locale of locales) {
  mkdirSync(path.join(islandsDir, locale, '.vite'), { recursive: true });
  writeFileSync(path.join(islandsDir, locale, '.vite', 'manifest.json'), JSON.stringify(islandsManifest));
}
afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(islandsDir, { recursive: true, force: true });
});

describe('page weight from the build manifests', () => {
  const manifests = readManifests(clientDir, islandsDir);

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
    const weight = measurePage(clientDir, manifests, '/', ['root', 'home']);
    expect(weight.islands).toBe(false);
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

  it('counts an islands page’s island entries and their static imports, not what they load later', () => {
    const weight = measurePage(clientDir, manifests, '/terms', ['root', 'terms']);
    expect(weight.islands).toBe(true);
    expect(weight.jsFiles.sort()).toEqual(['/assets/islands/preact.js', '/assets/islands/site-header.js']);
    expect(weight.jsGzip).toBe(
      [
        islandFiles['assets/islands/site-header.js'],
        islandFiles['assets/islands/preact.js'],
        earlyClicks,
        islandLoader,
      ].reduce((sum, content) => sum + gzip(content ?? ''), 0),
    );
    expect(weight.cssGzip).toBe(gzip(files['assets/site.css'] ?? ''));
    // The newsletter's code waits for use; the runtime it shares is loaded already.
    expect(weight.islandsAtOnce).toBe(1);
    expect(weight.onUseFiles).toEqual(['/assets/islands/newsletter.js']);
    expect(weight.onUseGzip).toBe(gzip(islandFiles['assets/islands/newsletter.js'] ?? ''));
  });

  it('counts no module for a page whose islands all wait to be used, and what they load on use', () => {
    const weight = measurePage(clientDir, manifests, '/privacy', ['root', 'privacy']);
    expect(weight.islandCount).toBe(1);
    expect(weight.islandsAtOnce).toBe(0);
    expect(weight.jsFiles).toEqual([]);
    expect(weight.jsGzip).toBe(gzip(earlyClicks) + gzip(islandLoader));
    expect(weight.onUseFiles.sort()).toEqual(['/assets/islands/newsletter.js', '/assets/islands/preact.js']);
  });

  it('refuses to measure a page that loads a script no island owns', () => {
    writeFileSync(
      path.join(clientDir, 'terms', 'index.html'),
      islandsHtml.replace('entries="/assets/islands/site-header.js"', 'entries="/assets/islands/unknown.js"'),
    );
    expect(() => measurePage(clientDir, manifests, '/terms', ['root', 'terms'])).toThrow(
      /loads \/assets\/islands\/unknown\.js, which is no island's entry/,
    );
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
