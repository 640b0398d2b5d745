/** Reads a client build and measures what each prerendered page loads first (gzip bytes). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  jsFiles: string[];
  jsGzip: number;
  cssGzip: number;
}

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const match of html.matchAll(tag)) {
    const value = new RegExp(`${attribute}="([^"]+)"`).exec(match[0])?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** JS the page's HTML references: module scripts, modulepreloads and files its inline scripts load. */
export function firstLoadScripts(html: string): string[] {
  const files = new Set<string>([
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*>/g, 'href'),
    ...attributeValues(html, /<script[^>]*type="module"[^>]*src="[^"]+"[^>]*>/g, 'src'),
  ]);
  for (const script of executableInlineScripts(html)) {
    for (const match of script.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) {
      if (match[1]) files.add(match[1]);
    }
  }
  return [...files];
}

/** Stylesheet files; React Router marks CSS that lazy chunks share with a `#` fragment. */
export function stylesheets(html: string): string[] {
  return attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*>/g, 'href').map((href) =>
    href.replace(/#.*$/, ''),
  );
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

const inlineScriptBytes = (html: string) =>
  executableInlineScripts(html).reduce((sum, script) => sum + gzipSize(script), 0);

export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export function measurePage(clientDir: string, page: string): PageWeight {
  const htmlFile = path.join(clientDir, page === '/' ? '' : page, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const jsFiles = firstLoadScripts(html);
  const jsGzip =
    jsFiles.reduce((sum, file) => sum + gzipSize(readFileSync(path.join(clientDir, file))), 0) +
    inlineScriptBytes(html);
  const cssGzip = stylesheets(html).reduce(
    (sum, file) => sum + gzipSize(readFileSync(path.join(clientDir, file))),
    0,
  );
  return { page, jsFiles, jsGzip, cssGzip };
}
