/**
 * bench:pages — what serving pages rendered from the store costs (issue 48), in one run:
 *
 * - For `/`, a product page and `/verify?code=…`: latency (p50, p99) and requests per second of
 *   (a) the build served as files, as before pages were rendered (a server whose build has no
 *   server part serves every page as built), and (b) the render cache (the full build), each for
 *   BENCH_SECONDS (5) from BENCH_CONNECTIONS (32) clients. A pack check is never cached: its (b) is
 *   a render per request. Target: (b) within 10 % of (a) for the cached pages.
 * - The cold render: the first request of every product page in every language, one at a time
 *   (p50, p99). Target: p99 under 50 ms.
 * - Publish to visible: with BENCH_DATABASE_URL or TEST_DATABASE_URL, two servers over one
 *   PostgreSQL; a recall published on one, the time until the other serves the product page with
 *   its notice (each of BENCH_RECALLS products, 5). Target: under 1 s.
 *
 * The machine's load is printed with the results: they are only comparable within one run.
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { manufacturingSites } from '#contract/company.ts';
import { pathInLocale, translatedLocales } from '#languages/locales.ts';
import { adminCookie, type RunningServer, startServer } from '#testing/server-process.ts';
import { createBenchSchema } from './lib/bench-schema.ts';
import { report } from './lib/report.ts';
import { machineLoad, percentile, round } from './lib/stats.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const recallCount = Number(process.env.BENCH_RECALLS ?? 5);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
  console.error(`bench:pages serves the build in ${buildDir}, and it has no server part: npm run build.`);
  process.exit(1);
}

const products = catalogueEntries();
const productPage = products[0]!.path;
const benchPaths = ['/', productPage, '/verify?code=AAAA-BBBB-CCCC'];

/** A build of the same client with no server part: the server then serves every page as built. */
function filesOnlyBuild(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'pharma-files-only-'));
  symlinkSync(path.join(buildDir, 'client'), path.join(dir, 'client'), 'dir');
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

let client = 0;
/**
 * Another client's address on every request (the servers believe the proxy on 127.0.0.1), as a
 * crowd of phones: each network may check 30 packs in 10 minutes, and the bench is not one network.
 */
const nextAddress = () => {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
};

async function load(url: string) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, headers: { 'x-forwarded-for': nextAddress() } }),
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, perSecond: result.requests.average };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function throughput() {
  const files = filesOnlyBuild();
  const servers: Record<'files' | 'rendered', RunningServer> = {
    files: await startServer({ env: { BUILD_DIR: files.dir, TRUST_PROXY: '127.0.0.1' } }),
    rendered: await startServer({ env: { BUILD_DIR: buildDir, TRUST_PROXY: '127.0.0.1' } }),
  };
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const page of benchPaths) {
      const measured = new Map<string, Awaited<ReturnType<typeof load>>>();
      for (const [name, server] of Object.entries(servers)) {
        await timed(`${server.url}${page}`);
        measured.set(name, await load(`${server.url}${page}`));
      }
      const before = measured.get('files')!;
      const after = measured.get('rendered')!;
      rows.push({
        page,
        'files p50 ms': before.p50,
        'files p99 ms': before.p99,
        'files req/s': round(before.perSecond),
        'rendered p50 ms': after.p50,
        'rendered p99 ms': after.p99,
        'rendered req/s': round(after.perSecond),
        'rendered / files': round(after.perSecond / before.perSecond, 2),
      });
    }

    // Every other product page, in every language, asked for the first time.
    const cold: number[] = [];
    for (const { path: englishPath } of products.slice(1))
      for (const locale of ['en', ...translatedLocales] as const)
        cold.push(await timed(`${servers.rendered.url}${pathInLocale(englishPath, locale)}`));
    cold.sort((left, right) => left - right);
    return {
      rows,
      cold: { pages: cold.length, p50: round(percentile(cold, 0.5)), p99: round(percentile(cold, 0.99)) },
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    files.dispose();
  }
}

/** A recall published on one instance, until the other serves the product page with its notice. */
async function publishToVisible() {
  if (!postgresUrl) return { skipped: 'no BENCH_DATABASE_URL or TEST_DATABASE_URL' };
  const schema = await createBenchSchema(postgresUrl);
  const env = { BUILD_DIR: buildDir, DATABASE_URL: schema.databaseUrl };
  const first = await startServer({ env });
  const second = await startServer({ env });
  const visible: number[] = [];
  try {
    const cookie = await adminCookie(first.url);
    const send = async (url: string, body: object) => {
      const response = await fetch(`${first.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.url, cookie },
        body: JSON.stringify(body),
      });
      if (response.status !== 201)
        throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    };
    for (const [index, { product, path: page }] of products.slice(0, recallCount).entries()) {
      const batchNumber = `BENCH${index}`;
      await send('/api/batches', {
        productSlug: product.slug,
        batchNumber,
        manufacturedOn: '2026-01-10',
        expiresOn: '2028-01-10',
        quantity: 1000,
        siteId: manufacturingSites[0].id,
        status: 'released',
      });
      // Rendered and kept on the other instance before the notice.
      await timed(`${second.url}${page}`);
      await send('/api/recalls', {
        productSlug: product.slug,
        batchNumbers: [batchNumber],
        recallClass: 'II',
        reason: 'not-of-standard-quality',
        details: 'A bench notice.',
        patientAction: 'Return the pack.',
        pharmacyAction: 'Stop selling the batch.',
        doctorAction: 'Do not prescribe from the batch.',
      });
      const published = performance.now();
      for (;;) {
        const html = await (await fetch(`${second.url}${page}`)).text();
        if (html.includes('class="recall-banner"')) break;
        if (performance.now() - published > 10_000) throw new Error(`${page} showed no notice in 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      visible.push(performance.now() - published);
    }
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await schema.drop();
  }
  visible.sort((left, right) => left - right);
  return { recalls: visible.length, p50: round(percentile(visible, 0.5)), max: round(visible.at(-1)!) };
}

const { rows, cold } = await throughput();
const visible = await publishToVisible();
const load1 = machineLoad();
report('pages', rows, { connections, seconds, cold, visible, machine: load1 });
console.log('cold render of a product page (ms):', cold);
console.log('publish to visible on the other instance (ms):', visible);
console.log(load1);
