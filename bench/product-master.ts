/**
 * bench:scale, the product master's part: BENCH_PRODUCTS products (1,000 by default) in each store,
 * SQLite and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. For a category list's
 * first and fifth page (in English, Telugu and Hindi), a product page, the home page and a list
 * searched with ?q= (in English and Telugu; its size the largest answer), p50/p99 of a render right
 * after a change of the catalogue (cold: the render cache has just dropped every page that shows
 * products), the product and home pages also after another page has read the master; and of the
 * product editor's list (GET /api/products, its first page and a search), what the staff screen loads. Goals (issue 50): list
 * pages and search p99 < 50 ms cold; the editor's list < 1 s.
 */
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase } from '../server/db/create-db.ts';
import { shippedProducts } from '../server/store/shipped-catalogue.ts';
import { openStore } from '../server/store/store.ts';
import { catalogueTag } from '../server/site/page-changes.ts';
import { adminCookie, startServer } from '#testing/server-process.ts';
import { withPostgresDatabase } from './lib/postgres-database.ts';
import { report } from './lib/report.ts';
import { machineLoad, percentile, round } from './lib/stats.ts';

const productCount = Number(process.env.BENCH_PRODUCTS ?? 1_000);
const coldRenders = Number(process.env.BENCH_COLD_REQUESTS ?? 40);
/** Longer than the server's look for page changes (every 250 ms), so each render is a cold one. */
const afterChangeMs = 400;
/** Requests of each page before its measured ones. */
const warmUps = 3;

/** The master made up to `productCount`: copies of the shipped products, each with a slug and name of its own. */
async function fill(options: { dataDir: string; databaseUrl?: string }) {
  const { db } = createDatabase(options);
  try {
    const shipped = shippedProducts().filter((product) => product.place === 'list');
    const rows = Array.from({ length: productCount - shippedProducts().length }, (_, index) => {
      const model = shipped[index % shipped.length]!;
      const slug = `${model.slug}-${index + 1}`;
      const name = `${model.name} ${index + 1}`;
      const record = JSON.stringify({ ...JSON.parse(model.record), id: slug, slug, name });
      return { ...model, slug, name, record, position: 100 + index };
    });
    const at = Date.now();
    for (let start = 0; start < rows.length; start += 200) {
      const batch = rows.slice(start, start + 200);
      await db
        .insertInto('products')
        .values(
          batch.map((row) => ({
            slug: row.slug,
            category_id: row.categoryId,
            place: row.place,
            position: row.position,
            name: row.name,
            record: row.record,
            translations: row.translations,
            version: 1,
            edited_by: null,
            updated_at: at,
          })),
        )
        .execute();
      await db
        .insertInto('product_versions')
        .values(
          batch.map((row) => ({
            slug: row.slug,
            version: 1,
            record: row.record,
            translations: row.translations,
            edited_by: null,
            created_at: at,
          })),
        )
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

/** The time of an answer and its size as sent (pages in brotli; fetch would count them decoded). */
function timed(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    request(url, { headers: { 'accept-encoding': 'br', ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode === 200) resolve({ ms: performance.now() - started, bytes });
        else reject(new Error(`${url} answered ${response.statusCode}`));
      });
    })
      .on('error', reject)
      .end();
  });
}

const summary = (store: string, what: string, times: number[], bytes: number) => {
  const sorted = times.toSorted((left, right) => left - right);
  return {
    store,
    what,
    requests: sorted.length,
    p50_ms: round(percentile(sorted, 0.5)),
    p99_ms: round(percentile(sorted, 0.99)),
    kb_sent: round(bytes / 1024),
  };
};

async function measureStore(store: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharma-bench-products-'));
  const opened = await openStore({ dataDir, databaseUrl });
  await fill({ dataDir, databaseUrl });
  const products = (await opened.products.all()).length;
  console.info(`${store}: ${products} products in the master`);
  const server = await startServer({
    dataDir,
    env: { LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    // [what, the page measured, another page rendered after the change and before it]
    const pages: [string, string, string?][] = [
      ['category list, cold', '/products/supplements'],
      ['category list page 5 (?page=5), cold', '/products/supplements?page=5'],
      ['Telugu category list, cold', '/te/products/supplements'],
      ['Telugu category list page 5, cold', '/te/products/supplements?page=5'],
      ['Hindi category list, cold', '/hi/products/supplements'],
      ['product page, cold', '/products/supplements/omega-3-fish-oil'],
      // The master is read once per change: a page rendered after another has read it reads it no more.
      [
        'product page, cold, master read by another page',
        '/products/supplements/omega-3-fish-oil',
        '/hi/products/supplements/omega-3-fish-oil',
      ],
      ['home page, cold', '/'],
      ['home page, cold, master read by another page', '/', '/te'],
    ];
    const rows = [];
    for (const [what, page, first] of pages) {
      const times: number[] = [];
      let bytes = 0;
      // The first renders of a page of a new process compile its code: measured is a running server.
      for (let index = -warmUps; index < coldRenders; index += 1) {
        await opened.pageChanges.record([catalogueTag]);
        await sleep(afterChangeMs);
        if (first) await timed(`${server.url}${first}`);
        const answer = await timed(`${server.url}${page}`);
        if (index >= 0) times.push(answer.ms);
        bytes = answer.bytes;
      }
      rows.push(summary(store, what, times, bytes));
    }
    // A search is rendered for its request, never kept: every one is cold.
    const searches = ['omega', 'calcium 12', 'heart', 'zzz'];
    for (const [what, list] of [
      ['category list searched (?q=)', '/products/supplements'],
      ['Telugu category list searched (?q=)', '/te/products/supplements'],
    ] as const) {
      const searchTimes: number[] = [];
      let searchBytes = 0;
      for (let index = -warmUps; index < coldRenders * 2; index += 1) {
        const query = searches[(index + warmUps) % searches.length]!;
        const answer = await timed(`${server.url}${list}?q=${encodeURIComponent(query)}`);
        if (index >= 0) searchTimes.push(answer.ms);
        searchBytes = Math.max(searchBytes, answer.bytes);
      }
      rows.push(summary(store, what, searchTimes, searchBytes));
    }
    const cookie = await adminCookie(server.url);
    for (const [what, query] of [
      ['product editor list, first page (GET /api/products)', ''],
      ['product editor list searched (?q=omega)', '?q=omega'],
    ] as const) {
      const editorTimes: number[] = [];
      let editorBytes = 0;
      for (let index = 0; index < 20; index += 1) {
        const answer = await timed(`${server.url}/api/products${query}`, { cookie });
        editorTimes.push(answer.ms);
        editorBytes = answer.bytes;
      }
      rows.push(summary(store, what, editorTimes, editorBytes));
    }
    return rows;
  } finally {
    await server.stop();
    await opened.close();
  }
}

console.info(`Before: ${machineLoad()}`);
const rows = [...(await measureStore('sqlite'))];
const postgres = await withPostgresDatabase('bench_products', (url) => measureStore('postgres', url));
if (postgres) rows.push(...postgres);
report('scale-products', rows, { products: productCount, coldRenders, load: machineLoad() });
