/**
 * bench:leads — the public forms and the staff inbox on both stores: quote requests per second
 * through POST /api/quote-requests, then the inbox list, search and overview (p50/p99) with
 * LEADS_ROWS stored submissions (100,000 by default, a year of them, two in three answered). PostgreSQL runs when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * is set, in a schema of its own that is dropped afterwards.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { formatReference } from '#contract/lead-fields.ts';
import { createDatabase } from '../server/db/create-db.ts';
import { createBenchSchema } from './lib/bench-schema.ts';
import { report } from './lib/report.ts';
import { adminCookie, startServer } from '#testing/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rows = Number(process.env.LEADS_ROWS ?? 100_000);
const samples = Number(process.env.LEADS_SAMPLES ?? 200);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The server's port (a free one without it), so parallel runs on one machine can be kept apart. */
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;

const products = ['Glucose Meter', 'Pulse Oximeter', 'Insulin Pen', 'HeartGuard CoQ10', 'AllerClear'];
const cities = ['Hyderabad', 'Warangal', 'Vijayawada', 'Chennai', 'Bengaluru', 'Pune'];

/** A distinct random-looking part for bulk-loaded row `index` (base 32, 8 symbols). */
const benchReferencePart = (index: number) => index.toString(32).toUpperCase().padStart(8, '0');

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Fills the store with `count` quote requests and contact messages, a batch at a time. */
async function fill(options: Parameters<typeof createDatabase>[0], count: number) {
  const spacingMs = (365 * 24 * 60 * 60 * 1000) / count;
  const { db } = createDatabase({ ...options, statementTimeoutMs: 120_000 });
  try {
    const year = new Date().getUTCFullYear();
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
        const index = start + offset;
        const kind = index % 3 === 0 ? 'contact' : 'quote';
        const fields =
          kind === 'quote'
            ? {
                fullName: `Buyer ${index}`,
                email: `buyer${index}@example.in`,
                productName: products[index % products.length]!,
                quantity: (index % 900) + 1,
                requirements: `Deliver to ${cities[index % cities.length]}`,
                agreed: true,
              }
            : {
                name: `Visitor ${index}`,
                email: `visitor${index}@example.in`,
                subject: `Question ${index}`,
                message: `About delivery to ${cities[index % cities.length]}`,
                terms: true,
              };
        // A year of submissions, two in three answered, after 45 minutes to 30 hours.
        const created = Date.now() - (count - index) * spacingMs;
        const createdAt = new Date(created).toISOString();
        const firstReplyAt =
          index % 3 === 2 ? null : new Date(created + ((index % 40) + 1) * 45 * 60 * 1000).toISOString();
        return {
          kind,
          name: String('fullName' in fields ? fields.fullName : fields.name),
          email: fields.email,
          summary: String(
            'subject' in fields ? fields.subject : `${fields.productName} × ${fields.quantity}`,
          ),
          fields: JSON.stringify(fields),
          reference: formatReference(kind, year, benchReferencePart(index)),
          search_text: [
            formatReference(kind, year, benchReferencePart(index)),
            ...Object.values(fields).map(String),
          ]
            .join('\n')
            .toLowerCase(),
          created_at: createdAt,
          consent_at: createdAt,
          first_reply_at: firstReplyAt,
        };
      });
      await db.insertInto('leads').values(batch).execute();
    }
    // What autovacuum does soon after a bulk load: statistics for the planner, and the visibility
    // map that lets the counts read the indexes alone.
    if (options.databaseUrl) await sql`vacuum analyze leads`.execute(db);
  } finally {
    await db.destroy();
  }
}

async function timeRequests(url: string, cookie: string, paths: () => string) {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${paths()}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`inbox answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { p50: Number(percentile(times, 0.5).toFixed(1)), p99: Number(percentile(times, 0.99).toFixed(1)) };
}

async function benchEngine(engine: 'sqlite' | 'postgres') {
  const benchSchema = engine === 'postgres' ? await createBenchSchema(postgresUrl!) : undefined;
  const schema = benchSchema?.schema;
  const databaseUrl = benchSchema?.databaseUrl;
  const server = await startServer({
    port,
    env: {
      SUBMISSION_LIMIT: '100000000',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    let counter = 0;
    const writes = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `${server.url}/api/quote-requests`,
          connections: 10,
          duration: seconds,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupClient: (client) => {
            client.setBody(
              JSON.stringify({
                fullName: 'Bench Buyer',
                email: `bench${(counter += 1)}@example.in`,
                productName: 'Glucose Meter',
                quantity: 10,
                agreed: true,
              }),
            );
          },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    await fill(
      engine === 'postgres'
        ? { dataDir: server.dataDir, databaseUrl: postgresUrl, postgresSchema: schema }
        : { dataDir: server.dataDir },
      rows,
    );
    const cookie = await adminCookie(server.url);
    let term = 0;
    const list = await timeRequests(server.url, cookie, () => '/api/inbox?limit=25');
    const kind = await timeRequests(server.url, cookie, () => '/api/inbox?kind=contact&status=new&limit=25');
    const search = await timeRequests(
      server.url,
      cookie,
      () => `/api/inbox?q=${encodeURIComponent(cities[(term += 1) % cities.length]!)}&limit=25`,
    );
    const overview = await timeRequests(server.url, cookie, () => '/api/inbox/overview');
    const byEmail = await timeRequests(
      server.url,
      cookie,
      () => `/api/inbox?q=buyer${(term += 7) % rows}@example.in&limit=25`,
    );
    return {
      engine,
      'submissions/s': Math.round(writes.requests.average),
      'non-2xx': writes.non2xx,
      rows,
      'list p50 ms': list.p50,
      'list p99 ms': list.p99,
      'kind+status p50 ms': kind.p50,
      'kind+status p99 ms': kind.p99,
      'search p50 ms': search.p50,
      'search p99 ms': search.p99,
      'email search p50 ms': byEmail.p50,
      'email search p99 ms': byEmail.p99,
      'overview p50 ms': overview.p50,
      'overview p99 ms': overview.p99,
    };
  } finally {
    await server.stop();
    await benchSchema?.drop();
  }
}

/** The 1, 5 and 15 minute load averages: on a shared machine the latencies mean little without them. */
const load = () => loadavg().map((value) => Number(value.toFixed(2)));
const loadBefore = load();
const results = [await benchEngine('sqlite')];
if (postgresUrl) results.push(await benchEngine('postgres'));
else console.info('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
const loadAfter = load();
console.info(
  `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} (${cpus().length} cores)`,
);
report('leads', results, { seconds, samples, loadBefore, loadAfter, cores: cpus().length });
