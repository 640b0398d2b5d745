/**
 * bench:verify — how fast `/verify` answers with a year's packs in the store (issue 28): VERIFY_BATCHES
 * batches (10,000 by default) across the catalogue's products with VERIFY_SERIALS_PER_BATCH labels
 * issued each (100: 1,000,000 serials), on SQLite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL in a schema of its own that is dropped afterwards.
 *
 * Three kinds of check, each for BENCH_SECONDS from one client (one check at a time: the latency a
 * person sees) and then from VERIFY_CONNECTIONS clients at once (10: checks per second, and the
 * latency under that load): a scanned label (`/verify/{code}` of a serial never checked before,
 * answered "genuine", which records a sighting), a typed batch number (`/verify?product=&batch=`,
 * "this batch is ours") and a code signed by another key ("not found"). Every answer is read: a
 * status other than 200, or a page without the expected `data-pack-result` and record, stops the
 * bench, so it cannot time error pages.
 *
 * Each network may check 30 packs in 10 minutes. The bench's server believes one proxy on
 * 127.0.0.1 (TRUST_PROXY, as behind a load balancer) and every request names another client in
 * X-Forwarded-For, as a crowd of phones would: the limit is counted for each check as in
 * production, and never reached.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { manufacturingSites } from '#contract/company.ts';
import { packCheckPath, type PackCheckResult } from '#contract/pack-checks.ts';
import { createDatabase, type DatabaseOptions } from '../server/db/create-db.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { issuePackCode } from '../server/packs/pack-code.ts';
import { packSigningKeyFromSeed } from '../server/packs/pack-signing-key.ts';
import { seenOften } from '../server/store/pack-sighting-repository.ts';
import { serverBuildFile } from '../server/site/page-renderer.ts';
import { createBenchSchema } from './lib/bench-schema.ts';
import { report } from './lib/report.ts';
import { machineLoad, percentile, round } from './lib/stats.ts';
import { startServer } from '#testing/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const batchCount = Number(process.env.VERIFY_BATCHES ?? 10_000);
const serialsPerBatch = Number(process.env.VERIFY_SERIALS_PER_BATCH ?? 100);
const connections = Number(process.env.VERIFY_CONNECTIONS ?? 10);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The server's port (a free one without it), so parallel runs on one machine can be kept apart. */
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const serialCount = batchCount * serialsPerBatch;

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const builtPage = path.join(clientDir, 'verify', 'index.html');
// The answer is rendered with the server part of the build.
for (const needed of [builtPage, serverBuildFile(clientDir)])
  if (!existsSync(needed)) {
    console.error(
      `bench:verify answers with the built /verify page and its server part, and ${needed} is missing: npm run build.`,
    );
    process.exit(1);
  }
if (!(batchCount >= 1 && serialsPerBatch >= 1)) {
  console.error('VERIFY_BATCHES and VERIFY_SERIALS_PER_BATCH must be whole numbers from 1.');
  process.exit(1);
}

/** The server signs with this key (PACK_SIGNING_KEY, as the key file holds it); the bench too. */
const signingSeed = randomBytes(32).toString('base64url');
const { privateKey } = packSigningKeyFromSeed(signingSeed);
/** Codes that look right but carry another key's signature: "not found". */
const { privateKey: strangerKey } = packSigningKeyFromSeed(randomBytes(32).toString('base64url'));

const slugs = [...new Set(catalogueEntries().map(({ product }) => product.slug))];
const siteId = manufacturingSites[0].id;

interface StoredBatch {
  id: number;
  productSlug: string;
  batchNumber: string;
}

const day = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Migrates the empty store and fills it with the batches, 500 rows per INSERT: released, made over
 * the last year, expiring three years after, every serial labelled. Numbers count up per product.
 */
async function fill(options: DatabaseOptions): Promise<StoredBatch[]> {
  const { db, engine } = createDatabase({ ...options, statementTimeoutMs: 120_000 });
  try {
    await migrateToLatest(db, engine);
    const at = new Date().toISOString();
    const stored: StoredBatch[] = [];
    for (let start = 0; start < batchCount; start += 500) {
      const rows = Array.from({ length: Math.min(500, batchCount - start) }, (_, offset) => {
        const index = start + offset;
        const made = Date.now() - (index % 365) * day;
        return {
          product_slug: slugs[index % slugs.length]!,
          batch_number: `AL${String(Math.floor(index / slugs.length) + 1).padStart(6, '0')}`,
          manufactured_on: isoDay(made),
          expires_on: isoDay(made + 3 * 365 * day),
          quantity: serialsPerBatch,
          site_id: siteId,
          status: 'released',
          labels_issued: serialsPerBatch,
          version: 1,
          created_at: at,
          updated_at: at,
        };
      });
      const inserted = await db
        .insertInto('batches')
        .values(rows)
        .returning(['id', 'product_slug', 'batch_number'])
        .execute();
      stored.push(
        ...inserted.map((row) => ({
          id: Number(row.id),
          productSlug: row.product_slug,
          batchNumber: row.batch_number,
        })),
      );
    }
    // What autovacuum does soon after a bulk load: statistics for the planner.
    if (engine === 'postgres') await sql`vacuum analyze batches`.execute(db);
    return stored;
  } finally {
    await db.destroy();
  }
}

const greatestCommonDivisor = (left: number, right: number): number =>
  right === 0 ? left : greatestCommonDivisor(right, left % right);

/** A step through 0…count-1 that visits every number once before any repeats, spread over batches. */
function strideFor(count: number): number {
  let stride = Math.floor(count * 0.6180339887) | 1;
  while (greatestCommonDivisor(stride, count) !== 1) stride += 2;
  return stride % count || 1;
}

interface Check {
  path: string;
  /** Whether the page answered what this check must answer. */
  expect: (body: string) => boolean;
}

const answered = (body: string, result: PackCheckResult) => body.includes(`data-pack-result="${result}"`);
const recordOf = (body: string, batch: StoredBatch) =>
  body.includes(`<dt>Batch number</dt><dd>${batch.batchNumber}</dd>`);

/** The three kinds of check on one filled store; each call gives the next check of its kind. */
function checksFor(batches: StoredBatch[]) {
  const stride = strideFor(serialCount);
  const offset = Math.floor(Math.random() * serialCount);
  let scanned = 0;
  const pick = () => batches[Math.floor(Math.random() * batches.length)]!;
  return {
    /** A serial not checked before; after all of them, each again, from another network each time. */
    'scanned code': (): Check => {
      const pass = Math.floor(scanned / serialCount);
      const position = (offset + (scanned % serialCount) * stride) % serialCount;
      scanned += 1;
      const batch = batches[Math.floor(position / serialsPerBatch)]!;
      const serial = (position % serialsPerBatch) + 1;
      const result: PackCheckResult = pass + 1 >= seenOften.networks ? 'seen-often' : 'genuine';
      return {
        path: `${packCheckPath}/${issuePackCode({ batchId: batch.id, serial }, privateKey)}`,
        expect: (body) =>
          answered(body, result) &&
          recordOf(body, batch) &&
          body.includes(`Pack serial: <strong>${serial}</strong>`),
      };
    },
    'typed batch': (): Check => {
      const batch = pick();
      const query = new URLSearchParams({ product: batch.productSlug, batch: batch.batchNumber });
      return {
        path: `${packCheckPath}?${query}`,
        expect: (body) => answered(body, 'batch-found') && recordOf(body, batch),
      };
    },
    'unknown code': (): Check => {
      const batch = pick();
      const serial = Math.floor(Math.random() * serialsPerBatch) + 1;
      return {
        path: `${packCheckPath}/${issuePackCode({ batchId: batch.id, serial }, strangerKey)}`,
        expect: (body) => answered(body, 'not-found'),
      };
    },
  };
}

/** Another client address for every request (10.0.0.1 onwards), so no network reaches its limit. */
function clientAddresses() {
  let next = 0;
  return () => {
    next += 1;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

/**
 * `amount` checks, or checks for `duration` seconds, over `clients` connections; every answer is
 * read. Answers the milliseconds of each check, ascending, and checks per second.
 */
async function run(
  url: string,
  next: () => Check,
  address: () => string,
  clients: number,
  length: { duration: number } | { amount: number },
) {
  const times: number[] = [];
  const wrong: string[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: clients,
        ...length,
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context) => {
              const check = next();
              (context as { check?: Check }).check = check;
              return { ...request, path: check.path, headers: { 'x-forwarded-for': address() } };
            },
            onResponse: (status, body, context) => {
              const check = (context as { check?: Check }).check;
              if (status !== 200 || !check?.expect(body))
                wrong.push(`${check?.path ?? '?'} answered ${status}: ${body.slice(0, 300)}`);
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  if (wrong.length > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${wrong.length} wrong answers, ${result.errors} errors, ${result.timeouts} timeouts; first: ${wrong[0] ?? '-'}`,
    );
  times.sort((left, right) => left - right);
  return { times, perSecond: times.length / (result.duration || 1) };
}

async function measureStore(store: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharma-bench-verify-'));
  const benchSchema = store === 'postgres' ? await createBenchSchema(postgresUrl!) : undefined;
  const schema = benchSchema?.schema;
  const databaseUrl = benchSchema?.databaseUrl;
  try {
    const started = performance.now();
    const batches = await fill(
      store === 'postgres' ? { dataDir, databaseUrl: postgresUrl, postgresSchema: schema } : { dataDir },
    );
    console.info(
      `${store}: ${batches.length} batches, ${serialCount} serials issued, in ${round((performance.now() - started) / 1000)} s`,
    );
    const server = await startServer({
      port,
      dataDir,
      env: {
        LOG_LEVEL: 'warn',
        PACK_SIGNING_KEY: signingSeed,
        TRUST_PROXY: '127.0.0.1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    try {
      const checks = checksFor(batches);
      const address = clientAddresses();
      const rows = [];
      for (const [check, next] of Object.entries(checks)) {
        await run(server.url, next, address, 1, { amount: 50 });
        const alone = await run(server.url, next, address, 1, { duration: seconds });
        const loaded = await run(server.url, next, address, connections, { duration: seconds });
        rows.push({
          store,
          check,
          'p50 ms': round(percentile(alone.times, 0.5), 2),
          'p99 ms': round(percentile(alone.times, 0.99), 2),
          checks: alone.times.length,
          [`${connections} clients checks/s`]: Math.round(loaded.perSecond),
          [`${connections} clients p50 ms`]: round(percentile(loaded.times, 0.5), 2),
          [`${connections} clients p99 ms`]: round(percentile(loaded.times, 0.99), 2),
        });
      }
      return rows;
    } finally {
      await server.stop();
    }
  } finally {
    await benchSchema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = machineLoad();
console.info(`Before: ${loadBefore}`);
const results = await measureStore('sqlite');
if (postgresUrl) results.push(...(await measureStore('postgres')));
else console.info('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
const loadAfter = machineLoad();
console.info(`After: ${loadAfter}`);
report('verify', results, {
  batches: batchCount,
  serialsPerBatch,
  serials: serialCount,
  seconds,
  connections,
  loadBefore,
  loadAfter,
  cores: cpus().length,
});
