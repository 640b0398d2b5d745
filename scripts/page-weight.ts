/**
 * Measures what each prerendered page loads first (gzip bytes), from the build's manifests:
 * React Router's manifest of route modules (`assets/manifest-*.js`, which lists every route's
 * module, the modules it imports and its CSS) and Vite's manifest (`.vite/manifest.json`, which
 * names the chunk of each source file and of each named chunk group).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type PageEntry, routeId } from '../app/pages.ts';

export interface PageWeight {
  page: string;
  jsFiles: string[];
  jsGzip: number;
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
}

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

export function parseRouteManifest(script: string): RouteManifest {
  const json = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(script)?.[1];
  if (!json) throw new Error('The route manifest is not of the form window.__reactRouterManifest={...}');
  return JSON.parse(json) as RouteManifest;
}

export function readManifests(clientDir: string): BuildManifests {
  const assets = path.join(clientDir, 'assets');
  const routeFiles = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (routeFiles.length !== 1) {
    throw new Error(`Expected one React Router manifest in ${assets}, found ${routeFiles.length}`);
  }
  const vitePath = path.join(clientDir, '.vite', 'manifest.json');
  return {
    routes: parseRouteManifest(readFileSync(path.join(assets, routeFiles[0] ?? ''), 'utf8')),
    vite: JSON.parse(readFileSync(vitePath, 'utf8')) as ViteManifest,
  };
}

/** The routes a page matches, root first; product pages share one route (app/routes.ts). */
export function routeIdsOf(entry: PageEntry): string[] {
  return ['root', entry.kind === 'product' ? 'product' : routeId(entry)];
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

/**
 * A page's first-load JavaScript (its modules from the route manifest, and the inline scripts of its
 * prerendered HTML, which carry its data) and CSS, gzip.
 */
export function measurePage(
  clientDir: string,
  manifest: RouteManifest,
  page: string,
  routeIds: readonly string[],
): PageWeight {
  const html = readFileSync(path.join(clientDir, page === '/' ? '' : page, 'index.html'), 'utf8');
  const sizeOf = (file: string) => gzipSize(readFileSync(path.join(clientDir, file)));
  const jsFiles = firstLoadScripts(manifest, routeIds);
  const jsGzip =
    jsFiles.reduce((sum, file) => sum + sizeOf(file), 0) +
    executableInlineScripts(html).reduce((sum, script) => sum + gzipSize(script), 0);
  const cssGzip = firstLoadStylesheets(manifest, routeIds).reduce((sum, file) => sum + sizeOf(file), 0);
  return { page, jsFiles, jsGzip, cssGzip };
}
