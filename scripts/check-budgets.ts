/**
 * Performance budgets, checked against the production build (part of npm test): first-load JS of
 * every public page (see docs/decisions/005 and 026 for the limits and why), found through the build's
 * manifests; the chat widget, the tablet admin and the data-cache library never loaded by public
 * pages until used; every public page's document within the first round trip of slow 4G; total CSS
 * at most 20 KB gzip, no image over 150 KB.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isStaffPage } from '../app/pages.ts';
import { pages } from '../app/pages.ts';
import { englishPathOf } from '../languages/locales.ts';
import {
  chunkOfSource,
  chunksNamed,
  listFiles,
  measurePage,
  readManifests,
  routeIdsOf,
} from './page-weight.ts';

const KB = 1024;
/**
 * First-load JS limits, gzip. A page the client router starts: React 19 and React Router 8 alone are
 * about 105 KB of them. A page served as islands (docs/decisions/044): at most 70 KB, and no module
 * at all where nothing on it loads at once (docs/decisions/045).
 */
const homeLimit = 130 * KB;
const pageLimit = 125 * KB;
const islandPageLimit = 70 * KB;
/**
 * A public page's document, compressed as served (brotli), and its response's headers (about
 * 1,060 B) arrive in the first round trip of slow 4G as Lighthouse simulates it: ten TCP segments,
 * 14,600 B. One byte more costs a round trip, 150 ms before the first paint (docs/decisions/074).
 */
const documentLimit = 14_600 - 1_060;
/** A page where nothing loads at once runs only its inline scripts (tap guard, loader). */
const quietPageInlineLimit = 3 * KB;
const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const failures: string[] = [];
const rows: string[] = [];
const manifests = readManifests(clientDir);

/**
 * Code that only the chat or the staff screens may load, found by the build's manifests: the chat
 * widget's chunk (loaded when the chat opens), the staff screen's route module, and the data-cache
 * library (its own chunk group in vite.config.ts).
 */
const lazyOnlyCode = [
  { name: 'chat widget', files: [chunkOfSource(manifests.vite, 'app/features/chat/chat-widget.tsx')] },
  { name: 'tablet admin', files: [manifests.routes.routes.tablets?.module] },
  { name: 'data-cache library', files: chunksNamed(manifests.vite, 'data-cache') },
];
for (const lazy of lazyOnlyCode) {
  if (lazy.files.length === 0 || lazy.files.some((file) => file === undefined))
    failures.push(`the ${lazy.name} has no chunk of its own in the build's manifests`);
}

/**
 * A translated page loads its English page's modules but each island's entry module, which is its
 * language's and carries the texts the island shows (docs/decisions/074): no other code, and at most
 * this much more (issue 30). The most is the home page's, whose chat carries every reply.
 */
const translationAllowance = 8 * KB;
/** The entry modules of every island in every language. */
const islandEntries = new Set(Object.values(manifests.islands).map((scripts) => scripts.entry));
const englishWeights = new Map<string, { total: number; code: string[] }>();

for (const entry of pages) {
  const weight = measurePage(clientDir, manifests, entry.path, routeIdsOf(entry));
  const total = weight.jsGzip + weight.onUseGzip;
  const code = [...weight.jsFiles, ...weight.onUseFiles].filter((file) => !islandEntries.has(file)).sort();
  if (entry.locale === 'en') englishWeights.set(entry.path, { total, code });
  else {
    const english = englishWeights.get(englishPathOf(entry.path));
    if (english === undefined) failures.push(`${entry.path}: its English page was not measured`);
    else {
      if (code.join(' ') !== english.code.join(' '))
        failures.push(
          `${entry.path}: loads other modules than its English page besides its islands' entries`,
        );
      if (total - english.total > translationAllowance)
        failures.push(
          `${entry.path}: JS ${(total / KB).toFixed(1)} KB gzip, ${((total - english.total) / KB).toFixed(1)} KB more than its English page, over ${translationAllowance / KB} KB`,
        );
    }
  }
  const limit = weight.islands ? islandPageLimit : entry.path === '/' ? homeLimit : pageLimit;
  rows.push(
    `${entry.path.padEnd(36)} ${(weight.jsGzip / KB).toFixed(1).padStart(7)} KB JS  ${(weight.cssGzip / KB).toFixed(1).padStart(5)} KB CSS${weight.islands ? `  islands, +${(weight.onUseGzip / KB).toFixed(1)} KB on use` : ''}`,
  );
  // Staff screens are not public pages: their code loads only for staff.
  if (isStaffPage(entry)) continue;
  const document = path.join(clientDir, entry.path === '/' ? '' : entry.path, 'index.html.br');
  const documentSize = statSync(document).size;
  if (documentSize > documentLimit)
    failures.push(
      `${entry.path}: its document is ${documentSize} B compressed, over ${documentLimit} B: with its headers it misses the first round trip`,
    );
  if (weight.jsGzip > limit) {
    failures.push(
      `${entry.path}: first-load JS ${(weight.jsGzip / KB).toFixed(1)} KB gzip is over ${limit / KB} KB`,
    );
  }
  // A page where nothing loads at once (no island, or only islands that wait for use) loads no
  // module before it is used: only its small inline scripts, which keep taps and wait for use.
  if (weight.islands && weight.islandsAtOnce === 0) {
    if (weight.jsFiles.length > 0)
      failures.push(`${entry.path}: nothing on it loads at once, yet it loads ${weight.jsFiles.join(', ')}`);
    if (weight.jsGzip > quietPageInlineLimit)
      failures.push(
        `${entry.path}: its inline scripts are ${(weight.jsGzip / KB).toFixed(1)} KB gzip, over ${quietPageInlineLimit / KB} KB`,
      );
  }
  // What its parts load when used counts too: the whole page stays within the islands limit.
  if (weight.islands && weight.jsGzip + weight.onUseGzip > islandPageLimit)
    failures.push(
      `${entry.path}: with its parts that load on use, JS ${((weight.jsGzip + weight.onUseGzip) / KB).toFixed(1)} KB gzip is over ${islandPageLimit / KB} KB`,
    );
  for (const lazy of lazyOnlyCode) {
    for (const file of weight.jsFiles.filter((candidate) => lazy.files.includes(candidate)))
      failures.push(`${entry.path}: loads ${lazy.name} code (${file}) up front`);
  }
}

const files = listFiles(clientDir);
const cssTotal = files
  .filter((file) => file.endsWith('.css'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
if (cssTotal > 20 * KB) failures.push(`total CSS ${(cssTotal / KB).toFixed(1)} KB gzip is over 20 KB`);

for (const file of files.filter((candidate) => /\.(png|jpe?g|webp|avif|gif|svg|ico)$/.test(candidate))) {
  const size = statSync(file).size;
  if (size > 150 * KB)
    failures.push(`${path.relative(clientDir, file)}: ${(size / KB).toFixed(1)} KB is over 150 KB`);
}

console.log(rows.join('\n'));
console.log(`total CSS: ${(cssTotal / KB).toFixed(1)} KB gzip`);
if (failures.length > 0) {
  console.error(`\nBudget check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('budgets: all within limits');
