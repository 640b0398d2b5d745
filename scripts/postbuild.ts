/**
 * After `react-router build`: copies the islands builds' modules beside the client build's assets
 * (vite.islands.config.ts), writes robots.txt and the services pages' PDFs, then writes a .br and a .gz beside every
 * compressible file of the client build, for the static server.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { siteConfig } from '../app/lib/site-config.ts';
import { robotsTxt } from './seo-files.ts';
import { islandBuildDir } from './island-build.ts';
import { locales } from '../languages/locales.ts';
import { writeServiceDocuments } from './service-documents.ts';

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const siteUrl = process.env.SITE_URL ?? siteConfig.url;
const compressible = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest|vtt|data)$/;

// Each language's islands build: the modules they share are the same files in each.
for (const locale of locales) {
  await cp(path.join(islandBuildDir(locale), 'assets'), path.join(clientDir, 'assets'), { recursive: true });
}
await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(siteUrl));
const documents = await writeServiceDocuments(clientDir, siteUrl, new Date());

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);

/** Writes the file's .br and .gz where each is smaller; answers whether the file was compressible. */
async function precompress(file: string): Promise<boolean> {
  const content = await readFile(file);
  if (content.length < 512) return false;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    deflate(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  return true;
}

// Brotli at its best quality is most of the build's time; zlib's thread pool compresses a file a core.
const queue: string[] = [];
for await (const file of files(clientDir)) if (compressible.test(file)) queue.push(file);
let count = 0;
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift())
      if (await precompress(file)) count += 1;
  }),
);
console.log(
  `postbuild: robots.txt, ${documents.join(', ')}, precompressed ${count} files in ${path.relative(process.cwd(), clientDir)}`,
);
