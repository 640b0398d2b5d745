import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { type TranslatedLocale, localeOfPath, translatedLocales } from '#languages/locales.ts';

/** One prerendered page, held in memory with its compressed forms and the hashes of its inline scripts. */
export interface PageDocument {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  scriptHashes: string[];
}

export interface PageStore {
  pages: Map<string, PageDocument>;
  /** The English not-found page. */
  notFound: PageDocument;
  /** The not-found page of each language the build has one in (te/404/index.html). */
  translatedNotFound: ReadonlyMap<TranslatedLocale, PageDocument>;
}

const notFoundFile = path.join('404', 'index.html');
const translatedNotFoundFiles = new Map(
  translatedLocales.map((locale) => [path.join(locale, notFoundFile), locale] as const),
);

/** The not-found page in the language of the address asked for: /te/… in Telugu, /hi/… in Hindi. */
export function notFoundPageFor(store: PageStore, pathname: string): PageDocument {
  const locale = localeOfPath(pathname);
  return (locale === 'en' ? undefined : store.translatedNotFound.get(locale)) ?? store.notFound;
}

/** Script types the browser runs or reads as rules; any other (JSON-LD) is a data block, which CSP does not govern. */
const runScriptTypes = new Set(['', 'module', 'text/javascript', 'speculationrules', 'importmap']);

/** The CSP hashes of a page's inline scripts: those the browser would run or follow, not its data blocks. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype="([^"]*)"/i.exec(match[1] ?? '')?.[1]?.toLowerCase() ?? '';
    const body = match[2] ?? '';
    if (body.length === 0 || !runScriptTypes.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The build's own compressed twin of a page (written by the postbuild step) when it holds exactly
 * the page: reusing it keeps a restart fast, as compressing every page at the highest brotli
 * level takes seconds.
 */
async function compressedTwin(
  file: string,
  html: Buffer,
  decompress: (compressed: Buffer) => Buffer,
): Promise<Buffer | undefined> {
  try {
    const compressed = await readFile(file);
    return decompress(compressed).equals(html) ? compressed : undefined;
  } catch {
    return undefined;
  }
}

async function toDocument(file: string): Promise<PageDocument> {
  const html = await readFile(file);
  return {
    html,
    br: (await compressedTwin(`${file}.br`, html, brotliDecompressSync)) ?? brotliCompressSync(html),
    gzip: (await compressedTwin(`${file}.gz`, html, gunzipSync)) ?? gzipSync(html, { level: 9 }),
    etag: etagOf(html),
    scriptHashes: inlineScriptHashes(html.toString('utf8')),
  };
}

const etagOf = (html: Buffer) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * A page the server made for one request from a prerendered one (a list with its `?q=` applied):
 * compressed at a fast level rather than the smallest, and with the same inline scripts.
 */
export function pageVariant(html: string, scriptHashes: string[]): PageDocument {
  const bytes = Buffer.from(html);
  return {
    html: bytes,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(bytes, { level: 6 }),
    etag: etagOf(bytes),
    scriptHashes,
  };
}

async function findIndexFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await findIndexFiles(full, base)));
    else if (entry.name === 'index.html') found.push(path.relative(base, full));
  }
  return found;
}

/** Loads every prerendered page of the client build. The page for URL /a/b is a/b/index.html. */
export async function loadPageStore(clientDir: string): Promise<PageStore> {
  const pages = new Map<string, PageDocument>();
  let notFound: PageDocument | undefined;
  const translatedNotFound = new Map<TranslatedLocale, PageDocument>();
  for (const file of await findIndexFiles(clientDir)) {
    const document = await toDocument(path.join(clientDir, file));
    if (file === notFoundFile) {
      notFound = document;
      continue;
    }
    const notFoundLocale = translatedNotFoundFiles.get(file);
    if (notFoundLocale) {
      translatedNotFound.set(notFoundLocale, document);
      continue;
    }
    const dir = path.dirname(file);
    pages.set(dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`, document);
  }
  if (!notFound) {
    throw new Error(
      `The build in ${clientDir} has no prerendered not-found page (404/index.html). Run npm run build.`,
    );
  }
  return { pages, notFound, translatedNotFound };
}
