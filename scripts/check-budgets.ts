/**
 * Performance budgets, checked against the production build (part of npm test): first-load JS of
 * every public page (see docs/decisions/005 and 023 for the limits and why), the chat widget and the tablet admin code never loaded by public pages until used, total CSS at most
 * 20 KB gzip, no image over 150 KB.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pages } from '../app/pages.ts';
import { listFiles, measurePage } from './page-weight.ts';

const KB = 1024;
/** First-load JS limits, gzip: React 19 and React Router 8 alone are about 105 KB of them. */
const homeLimit = 134 * KB;
const pageLimit = 129 * KB;
const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const failures: string[] = [];
const rows: string[] = [];

/**
 * Code that only the chat or the staff screen may load: its chunk's file name, and a text found
 * only in that code, so the check also holds if the code ever moved into another chunk.
 */
const lazyOnlyCode = [
  { name: 'chat widget', fileName: /^chat-widget-/, marker: 'Tele-MANAS' },
  { name: 'tablet admin', fileName: /^tablets-/, marker: 'Medicine name is required' },
];
const queryClientMarker = 'No QueryClient set';

for (const entry of pages) {
  const weight = measurePage(clientDir, entry.path);
  const limit = entry.path === '/' ? homeLimit : pageLimit;
  rows.push(
    `${entry.path.padEnd(36)} ${(weight.jsGzip / KB).toFixed(1).padStart(7)} KB JS  ${(weight.cssGzip / KB).toFixed(1).padStart(5)} KB CSS`,
  );
  // Staff screens are not public pages: their code loads only for staff.
  if (entry.kind === 'tablets' || entry.kind === 'inbox') continue;
  if (weight.jsGzip > limit) {
    failures.push(
      `${entry.path}: first-load JS ${(weight.jsGzip / KB).toFixed(1)} KB gzip is over ${limit / KB} KB`,
    );
  }
  for (const file of weight.jsFiles) {
    const code = readFileSync(path.join(clientDir, file), 'utf8');
    for (const lazy of lazyOnlyCode) {
      if (lazy.fileName.test(path.basename(file)) || code.includes(lazy.marker))
        failures.push(`${entry.path}: loads ${lazy.name} code (${file}) up front`);
    }
    if (code.includes(queryClientMarker)) {
      failures.push(`${entry.path}: loads the data-cache library (${file}) that only the staff screen needs`);
    }
  }
}

const files = listFiles(clientDir);
for (const lazy of lazyOnlyCode) {
  if (!files.some((file) => lazy.fileName.test(path.basename(file))))
    failures.push(`the ${lazy.name} is not a chunk of its own (no file matches ${lazy.fileName})`);
}
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
