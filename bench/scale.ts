/**
 * bench:scale — the tablet catalogue with many tablets (BENCH_TABLETS, 100,000 by default) in
 * each store: SQLite, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a
 * database of its own, dropped afterwards). For each store and each query shape (no search, one
 * and two letters, words, no match, every sort): `GET /api/tablets?…&limit=50` latency p50/p99
 * while the catalogue is unchanged ("warm": the server knows the match count) and right after a
 * write ("cold": the count is made again, BENCH_COLD_REQUESTS times), and bytes on the wire (br);
 * then /tablets in Chromium at 1× and 4× CPU: time to
 * the first rows, a search keystroke's slowest event (INP) and the time until its rows show,
 * the JS heap and the row elements on the page.
 * Goals (issue 16): p99 < 20 ms and ≤ 30 KB; first rows < 1 s (2.5 s at 4×); keystroke < 200 ms;
 * heap < 60 MB; ≤ 200 row elements.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { machineLoad, percentile, round } from './lib/stats.ts';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { withPostgresDatabase } from './lib/postgres-database.ts';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';
import { bulkCatalogue } from '../server/db/bulk-catalogue.ts';
import { openStore } from '../server/store/store.ts';
import type { TabletRepository } from '../server/store/tablet-repository.ts';
import { type TabletSort, tabletSorts } from '#contract/tablet.ts';
import { report } from './lib/report.ts';
import { benchAdminKey, type RunningServer, startServer } from '#testing/server-process.ts';

const tabletCount = Number(process.env.BENCH_TABLETS ?? 100_000);
const requestsPerQuery = Number(process.env.BENCH_REQUESTS ?? 200);
/** BENCH_SCREEN=false measures the API alone. */
const measureScreens = process.env.BENCH_SCREEN !== 'false';
const coldRequestsPerQuery = Number(process.env.BENCH_COLD_REQUESTS ?? 40);
const searches = ['', 'a', 'pa', 'zz', 'q', 'para', 'cardi', 'metformin', 'telmisartan 40', 'zzz'];
const shapes: { q: string; sort?: TabletSort }[] = [
  ...searches.map((q) => ({ q })),
  ...tabletSorts.filter((sort) => sort !== 'name').map((sort) => ({ q: '', sort })),
  ...tabletSorts.filter((sort) => sort !== 'name').map((sort) => ({ q: 'para', sort })),
  { q: 'pa', sort: '-price' },
];

/** One GET with br, answering the milliseconds to the last byte and the bytes as sent. */
function timedGet(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Milliseconds and wire bytes of `count` requests; `before` runs untimed ahead of each one. */
async function timeRequests(url: string, count: number, before?: () => Promise<unknown>) {
  const times: number[] = [];
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    await before?.();
    const answer = await timedGet(url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  return { times: times.sort((left, right) => left - right), bytes };
}

/**
 * Every query shape warm (nothing written meanwhile) and cold (after a write the server must count
 * the matches again). The write is one tablet's price, made by this process, outside the timing.
 */
async function measureApi(server: RunningServer, store: string, tablets: TabletRepository) {
  const [changed] = (await tablets.page({ sort: 'name', limit: 1 })).tablets;
  if (!changed) throw new Error('the store holds no tablets');
  let price = changed.price;
  const write = () => tablets.update(changed.id, { ...changed, version: undefined, price: (price += 1) });
  const rows = [];
  for (const { q, sort } of shapes) {
    const search = new URLSearchParams({ limit: '50', ...(q ? { q } : {}), ...(sort ? { sort } : {}) });
    const url = `${server.url}/api/tablets?${search}`;
    for (let warm = 0; warm < 5; warm += 1) await timedGet(url);
    const warm = await timeRequests(url, requestsPerQuery);
    const cold = await timeRequests(url, coldRequestsPerQuery, write);
    rows.push({
      store,
      q: q || '(none)',
      sort: sort ?? 'name',
      p50ms: round(percentile(warm.times, 0.5)),
      p99ms: round(percentile(warm.times, 0.99)),
      coldP50ms: round(percentile(cold.times, 0.5)),
      coldP99ms: round(percentile(cold.times, 0.99)),
      wireKB: round(warm.bytes / 1024),
    });
  }
  return rows;
}

async function measureScreen(server: RunningServer, store: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags] });
  const rows = [];
  try {
    for (const cpu of [1, 4]) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      const signIn = await page.request.post(`${server.url}/api/admin/session`, {
        data: { key: benchAdminKey },
      });
      if (signIn.status() !== 204) throw new Error(`sign-in answered ${signIn.status()}`);

      await page.goto(`${server.url}/tablets`, { waitUntil: 'commit' });
      await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      const firstRowsMs = await page.evaluate(() => performance.now());

      await page.evaluate(() => {
        const slowest = { duration: 0 };
        (window as unknown as { slowestKey: typeof slowest }).slowestKey = slowest;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name.startsWith('key')) slowest.duration = Math.max(slowest.duration, entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      });
      const search = page.getByLabel('Search tablets');
      await search.click();
      const typedAt = Date.now();
      await search.pressSequentially('cardi', { delay: 60 });
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-live="polite"]')?.textContent?.includes('of ') &&
          new URL(location.href).searchParams.get('q') === 'cardi',
        undefined,
        { timeout: 30_000 },
      );
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      const searchShownMs = Date.now() - typedAt - 4 * 60;
      const slowestKeyMs = await page.evaluate(
        () => (window as unknown as { slowestKey: { duration: number } }).slowestKey.duration,
      );
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
      const rowElements = await page.evaluate(() => document.querySelectorAll('main tr, main li').length);
      rows.push({
        store,
        cpu: `${cpu}x`,
        firstRowsMs: Math.round(firstRowsMs),
        slowestKeyEventMs: Math.round(slowestKeyMs),
        searchShownAfterLastKeyMs: Math.round(searchShownMs),
        heapMB: round(heap / 1024 / 1024),
        rowElements,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function measureStore(store: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharma-bench-scale-'));
  const seeded = await openStore({ dataDir, databaseUrl });
  const started = performance.now();
  await seeded.tablets.createMany(bulkCatalogue(tabletCount));
  console.info(`${store}: seeded ${tabletCount} tablets in ${round((performance.now() - started) / 1000)} s`);
  const server = await startServer({
    dataDir,
    env: { LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  try {
    return {
      api: await measureApi(server, store, seeded.tablets),
      screen: measureScreens ? await measureScreen(server, store) : [],
    };
  } finally {
    await server.stop();
    await seeded.close();
  }
}

console.info(`Before: ${machineLoad()}`);
const results = [await measureStore('sqlite')];
const postgres = await withPostgresDatabase('bench_scale', (url) => measureStore('postgres', url));
if (postgres) results.push(postgres);
report(
  'scale-api',
  results.flatMap((result) => result.api),
  { tablets: tabletCount, requestsPerQuery, coldRequestsPerQuery, load: machineLoad() },
);
report(
  'scale-screen',
  results.flatMap((result) => result.screen),
  { tablets: tabletCount, load: machineLoad() },
);
