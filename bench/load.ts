/**
 * bench:load — a mixed read/write load with autocannon on the production server: 50 connections
 * for LOAD_SECONDS (30 unless set), against SQLite and, when TEST_DATABASE_URL is set, PostgreSQL
 * (in a database of its own, dropped afterwards). Each connection repeats: list, create, list,
 * edit its tablet, list, open a page, list, delete its tablet.
 * Prints throughput, p99 latency, non-2xx answers (goal: none) and the server's resident memory
 * (goal: at most 20% growth over the run). The memory baseline is taken after a warm-up with the
 * same mix, in 5 s steps until the memory grows less than 5% in a step (at most
 * LOAD_WARMUP_SECONDS, 30 unless set): a fresh process grows its heap, allocator arenas and
 * connection buffers to their working size first, which is not a leak; growth after that is.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { createTestDatabase, type TestDatabase } from '#testing/postgres.ts';
import { report } from './lib/report.ts';
import { adminCookie, residentMemory, startServer } from '#testing/server-process.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const warmUpLimitSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 30);
const warmUpStepSeconds = 5;
const settledGrowth = 0.05;
const connections = 50;
const memoryGoal = 0.2;
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface ConnectionContext {
  id?: string;
  version?: number;
  serial?: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The request cycle of one connection: four lists, one page and three writes on its own tablet. */
function mixedRequests(url: string, cookie: string, prefix: string): autocannon.Request[] {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const list: autocannon.Request = { method: 'GET', path: '/api/tablets' };
  const remember = (status: number, body: string, context: object) => {
    if (status >= 300) return;
    const { tablet } = JSON.parse(body) as { tablet: { id: string; version: number } };
    Object.assign(context, { id: tablet.id, version: tablet.version });
  };
  let serial = 0;
  return [
    list,
    {
      method: 'POST',
      path: '/api/tablets',
      headers,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          name: `${prefix} ${(serial += 1)}`,
          genericName: 'Load generic',
          price: 10 + (serial % 900) / 4,
        }),
      }),
      onResponse: remember,
    },
    list,
    {
      method: 'PUT',
      headers,
      setupRequest: (request, context: ConnectionContext) => ({
        ...request,
        path: `/api/tablets/${context.id}`,
        body: JSON.stringify({
          name: `${prefix} edited ${context.id?.slice(0, 8)}`,
          genericName: 'Load generic',
          price: 99.5,
          version: context.version,
        }),
      }),
      onResponse: remember,
    },
    list,
    { method: 'GET', path: '/tablets', headers: { 'accept-encoding': 'br' } },
    list,
    {
      method: 'DELETE',
      headers: { cookie, origin: url },
      setupRequest: (request, context: ConnectionContext) => ({
        ...request,
        path: `/api/tablets/${context.id}`,
      }),
    },
  ];
}

async function loadOne(engine: 'sqlite' | 'postgres') {
  let database: TestDatabase | undefined;
  if (engine === 'postgres') database = await createTestDatabase('load');
  const server = await startServer({ output: 'capture', env: { DATABASE_URL: database?.url ?? '' } });
  try {
    const cookie = await adminCookie(server.url);
    for (let index = 0; index < 50; index += 1) {
      const response = await fetch(`${server.url}/api/tablets`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Catalogue ${index}`,
          genericName: `Generic ${index}`,
          price: 5 + index,
        }),
      });
      if (response.status !== 201) throw new Error(`filling the catalogue failed: ${response.status}`);
    }
    const pid = server.process.pid;
    const rssAtStart = await residentMemory(pid);
    const options = { url: server.url, connections, initialContext: {} };
    let rssBefore = rssAtStart;
    let warmUpSeconds = 0;
    while (warmUpSeconds < warmUpLimitSeconds) {
      await run({
        ...options,
        duration: warmUpStepSeconds,
        requests: mixedRequests(server.url, cookie, 'Warm'),
      });
      warmUpSeconds += warmUpStepSeconds;
      await sleep(500);
      const rss = await residentMemory(pid);
      const settled = (rss - rssBefore) / rssBefore < settledGrowth;
      rssBefore = rss;
      if (settled && warmUpSeconds > warmUpStepSeconds) break;
    }
    console.log(`${engine}: warmed up for ${warmUpSeconds} s; loading for ${seconds} s`);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      void residentMemory(pid).then((rss) => {
        rssPeak = Math.max(rssPeak, rss);
      });
    }, 1_000);
    const result = await run({
      ...options,
      duration: seconds,
      requests: mixedRequests(server.url, cookie, 'Load'),
    });
    clearInterval(sampler);
    await sleep(2_000);
    const rssAfter = await residentMemory(pid);
    const growth = (rssAfter - rssBefore) / rssBefore;
    return {
      row: {
        store: engine,
        'req/s': Math.round(result.requests.average),
        requests: result.requests.total,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        'warm-up s': warmUpSeconds,
        'RSS start MB': megabytes(rssAtStart),
        'RSS before MB': megabytes(rssBefore),
        'RSS peak MB': megabytes(rssPeak),
        'RSS after MB': megabytes(rssAfter),
        'RSS growth %': Number((growth * 100).toFixed(1)),
      },
      statusCodes: result.statusCodeStats,
      passed: result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && growth <= memoryGoal,
    };
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const engines: Array<'sqlite' | 'postgres'> = ['sqlite'];
if (process.env.TEST_DATABASE_URL) engines.push('postgres');
else console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped, SQLite only.');

const outcomes: Array<Awaited<ReturnType<typeof loadOne>>> = [];
for (const engine of engines) outcomes.push(await loadOne(engine));
report(
  'load',
  outcomes.map((outcome) => outcome.row),
  {
    seconds,
    connections,
    statusCodes: Object.fromEntries(engines.map((engine, index) => [engine, outcomes[index]?.statusCodes])),
    goals: { non2xx: 0, rssGrowthAtMost: memoryGoal },
  },
);
for (const { row } of outcomes) {
  console.log(
    `${row.store}: ${row['req/s']} req/s, p99 ${row['p99 ms']} ms, non-2xx ${row.non2xx} (goal 0), ` +
      `RSS ${row['RSS before MB']} → ${row['RSS after MB']} MB (${row['RSS growth %']}%, goal ≤ 20%)`,
  );
}
process.exitCode = outcomes.every((outcome) => outcome.passed) ? 0 : 1;
