/**
 * Measures what each prerendered page loads first (gzip bytes), from the build's manifests:
 * React Router's manifest of route modules (`assets/manifest-*.js`, which lists every route's
 * module, the modules it imports and its CSS) and Vite's manifest (`.vite/manifest.json`, which
 * names the chunk of each source file and of each named chunk group).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type PageEntry, routeId, sharedRouteId } from '../app/pages.ts';
import type { IslandScripts } from '../app/lib/island-scripts.ts';
import { readIslandScripts } from './island-build.ts';

export interface PageWeight {
  page: string;
  /** Served as islands, not started by the client router. */
  islands: boolean;
  /** How many islands the page's HTML holds. */
  islandCount: number;
  /** How many of them load their code as soon as the page has painted (the others on first use). */
  islandsAtOnce: number;
  jsFiles: string[];
  jsGzip: number;
  /** The modules the page's islands that load on use add when they are used, and their weight. */
  onUseFiles: string[];
  onUseGzip: number;
  cssGzip: number;
}

interface RouteModules {
  module: string;
  imports?: string[];
  css?: string[];
}

/** React Router's manifest as the browser reads it (`window.__reactRouterManifest`). */
export interface RouteManifest {
  url: string;
  entry: RouteModules;
  routes: Record<string, RouteModules>;
}

/** One chunk of Vite's manifest, keyed by its source file (or `_file.js` for a shared chunk). */
interface ViteChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Record<string, ViteChunk>;

export interface BuildManifests {
  routes: RouteManifest;
  vite: ViteManifest;
  /** Each island's files in each language (`site-header.te`), from the islands builds (vite.islands.config.ts). */
  islands: Record<string, IslandScripts>;
}

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

export function parseRouteManifest(script: string): RouteManifest {
  const json = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(script)?.[1];
  if (!json) throw new Error('The route manifest is not of the form window.__reactRouterManifest={...}');
  return JSON.parse(json) as RouteManifest;
}

export function readManifests(clientDir: string, islandsDir?: string): BuildManifests {
  const assets = path.join(clientDir, 'assets');
  const routeFiles = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (routeFiles.length !== 1) {
    throw new Error(`Expected one React Router manifest in ${assets}, found ${routeFiles.length}`);
  }
  const vitePath = path.join(clientDir, '.vite', 'manifest.json');
  // An app without islands (bench:weight's empty app) has no islands build. A page loads its
  // islands' modules in its language; any language's are named here.
  const islands = Object.fromEntries(
    Object.entries(readIslandScripts(islandsDir) ?? {}).flatMap(([locale, scripts]) =>
      Object.entries(scripts).map(([name, files]) => [`${name}.${locale}`, files]),
    ),
  );
  return {
    routes: parseRouteManifest(readFileSync(path.join(assets, routeFiles[0] ?? ''), 'utf8')),
    vite: JSON.parse(readFileSync(vitePath, 'utf8')) as ViteManifest,
    islands,
  };
}

/** The routes a page matches, root first; product pages and leaflets share a route each (app/routes.ts). */
export function routeIdsOf(entry: PageEntry): string[] {
  return ['root', sharedRouteId(entry) ?? routeId(entry)];
}

/** The route manifest's stylesheet hrefs end in `#` for CSS that lazy chunks share. */
const withoutFragment = (href: string) => href.replace(/#.*$/, '');

/**
 * Every script a page whose matched routes are `routeIds` (root first) loads before it is
 * interactive: the route manifest, the client entry and each route's module with its static imports.
 * What those modules import dynamically (the chat, the toasts) is not among them.
 */
export function firstLoadScripts(manifest: RouteManifest, routeIds: readonly string[]): string[] {
  const files = new Set<string>([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The route manifest has no route ${id}`);
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  return [...files];
}

export function firstLoadStylesheets(manifest: RouteManifest, routeIds: readonly string[]): string[] {
  const files = new Set<string>((manifest.entry.css ?? []).map(withoutFragment));
  for (const id of routeIds) {
    for (const href of manifest.routes[id]?.css ?? []) files.add(withoutFragment(href));
  }
  return [...files];
}

/** The file of the chunk made for a source file (`app/features/chat/chat-widget.tsx`). */
export function chunkOfSource(manifest: ViteManifest, src: string): string | undefined {
  const chunk = manifest[src];
  return chunk ? `/${chunk.file}` : undefined;
}

/** The files of the chunks of a named group of `vite.config.ts` (`data-cache`). */
export function chunksNamed(manifest: ViteManifest, name: string): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.name === name)
    .map((chunk) => `/${chunk.file}`);
}

/** Inline scripts the browser runs; data blocks such as JSON-LD (`type="application/ld+json"`) are not JavaScript. */
function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]+)"/.exec(match[1] ?? '')?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Whether a prerendered page starts the client router (its HTML carries React Router's manifest). */
export function startsClientRouter(html: string): boolean {
  return html.includes('window.__reactRouter');
}

/**
 * The modules a page served as islands loads first: the entry module of each island it starts (its
 * loader's `data-island-entries`, and any `<script src>`) and the modules those import, from the
 * islands build's manifest; with `on-use`, those of the islands that load when first used
 * (`data-island-entries-on-use`). Throws for a script that is no island's entry, so nothing loads
 * unmeasured.
 */
export function islandPageScripts(
  html: string,
  islands: Record<string, IslandScripts>,
  when: 'at-once' | 'on-use' = 'at-once',
): string[] {
  const files = new Set<string>();
  const attribute = when === 'at-once' ? 'data-island-entries' : 'data-island-entries-on-use';
  const listed = [...html.matchAll(new RegExp(`\\b${attribute}="([^"]*)"`, 'g'))].flatMap(([, entries]) =>
    (entries ?? '').split(' ').filter(Boolean),
  );
  const sources =
    when === 'at-once' ? [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src) : [];
  for (const src of [...listed, ...sources]) {
    const island = Object.values(islands).find((candidate) => candidate.entry === src);
    if (!island) throw new Error(`The page loads ${src ?? ''}, which is no island's entry module`);
    for (const file of [island.entry, ...island.imports]) files.add(file);
  }
  return [...files];
}

function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(([, href]) =>
    withoutFragment(href ?? ''),
  );
}

/**
 * A page's first-load JavaScript and CSS, gzip: for a page the client router starts, its modules
 * from the route manifest and the inline scripts of its prerendered HTML, which carry its data; for a
 * page served as islands, its islands' modules and its inline scripts.
 */
export function measurePage(
  clientDir: string,
  manifests: BuildManifests,
  page: string,
  routeIds: readonly string[],
): PageWeight {
  const html = readFileSync(path.join(clientDir, page === '/' ? '' : page, 'index.html'), 'utf8');
  const sizeOf = (file: string) => gzipSize(readFileSync(path.join(clientDir, file)));
  const router = startsClientRouter(html);
  const jsFiles = router
    ? firstLoadScripts(manifests.routes, routeIds)
    : islandPageScripts(html, manifests.islands);
  const jsGzip =
    jsFiles.reduce((sum, file) => sum + sizeOf(file), 0) +
    executableInlineScripts(html).reduce((sum, script) => sum + gzipSize(script), 0);
  const cssFiles = router ? firstLoadStylesheets(manifests.routes, routeIds) : linkedStylesheets(html);
  const cssGzip = cssFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  const islandCount = [...html.matchAll(/\bdata-island="/g)].length;
  const islandsAtOnce = [...html.matchAll(/\bdata-island-load="at-once"/g)].length;
  const onUseFiles = router
    ? []
    : islandPageScripts(html, manifests.islands, 'on-use').filter((file) => !jsFiles.includes(file));
  const onUseGzip = onUseFiles.reduce((sum, file) => sum + sizeOf(file), 0);
  return {
    page,
    islands: !router,
    islandCount,
    islandsAtOnce,
    jsFiles,
    jsGzip,
    onUseFiles,
    onUseGzip,
    cssGzip,
  };
}
