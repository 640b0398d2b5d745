import { setTimeout as sleep } from 'node:timers/promises';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { adminCookie, type RunningServer, startServer } from '#testing/server-process.ts';
import { ApiClient } from '#testing/api-client.ts';
import {
  createTestDatabase,
  postgresSkipReason,
  postgresTestUrl,
  type TestDatabase,
} from '#testing/postgres.ts';
import { type FaultyProxy, startFaultyProxy } from '#testing/tcp-proxy.ts';

interface Timed {
  path: string;
  status: number;
  ms: number;
  contentType: string;
  body: string;
}

if (!postgresTestUrl) console.info(`Skipping the store outage checks: ${postgresSkipReason}.`);

describe.skipIf(!postgresTestUrl)('PostgreSQL outage seen by a running server', () => {
  let database: TestDatabase;
  let proxy: FaultyProxy;
  let server: RunningServer;
  let client: ApiClient;
  let saved: Tablet;

  beforeAll(async () => {
    database = await createTestDatabase('outage');
    const target = new URL(database.url);
    proxy = await startFaultyProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ output: 'capture', env: { DATABASE_URL: target.toString() } });
    client = new ApiClient(server.url, await adminCookie(server.url));
    const created = await client.create({ name: 'Amlodipine 5 mg', genericName: 'Amlodipine', price: 24.6 });
    expect(created.status).toBe(201);
    saved = created.body.tablet;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    if (server) await rm(server.dataDir, { recursive: true, force: true });
    await proxy?.close();
    await database?.drop();
  });

  async function timed(path: string, init: RequestInit = {}): Promise<Timed> {
    const started = Date.now();
    const response = await fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return {
      path,
      status: response.status,
      ms: Date.now() - started,
      contentType: response.headers.get('content-type') ?? '',
      body,
    };
  }

  /** Twenty requests at once while the database is away: all answered 503 in time, pages still served. */
  async function expectOutageAnswers(withinMs: number) {
    const write = {
      method: 'POST',
      headers: { cookie: client.cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Losartan 50 mg', genericName: 'Losartan', price: 35 }),
    };
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => timed('/api/tablets')),
      ...Array.from({ length: 4 }, () => timed('/api/tablets', write)),
      ...Array.from({ length: 4 }, () => timed('/api/health')),
    ]);
    for (const answer of answers) {
      expect(answer.status, `${answer.path}: ${answer.body}`).toBe(503);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(typeof (JSON.parse(answer.body) as { error?: unknown }).error).toBe('string');
      expect(answer.body).not.toMatch(/ECONN|timeout exceeded|at .+:\d+/i);
      expect(answer.ms).toBeLessThan(withinMs);
    }
    for (const path of ['/', '/tablets', '/products']) {
      const page = await timed(path);
      expect(page.status, path).toBe(200);
      expect(page.contentType).toMatch(/^text\/html/);
    }
    return Math.max(...answers.map((answer) => answer.ms));
  }

  async function expectRecovery(): Promise<number> {
    const started = Date.now();
    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 200; attempt += 1) {
      status = (await timed('/api/tablets')).status;
      if (status !== 200) await sleep(250);
    }
    expect(status).toBe(200);
    expect(await client.list()).toContainEqual(saved);
    expect((await timed('/api/health')).status).toBe(200);
    const created = await client.create({
      name: 'Rosuvastatin 10 mg',
      genericName: 'Rosuvastatin',
      price: 88,
    });
    expect(created.status).toBe(201);
    expect((await client.remove(created.body.tablet.id)).status).toBe(204);
    return Date.now() - started;
  }

  it('database down (connections refused): the API answers 503 at once, pages are served, it recovers by itself', async () => {
    await proxy.refuse();
    const slowest = await expectOutageAnswers(3_000);
    await proxy.restore();
    const recoveredMs = await expectRecovery();
    console.info(
      `outage (refused): slowest 503 in ${slowest} ms; recovered ${recoveredMs} ms after the restore`,
    );
  });

  it('database unreachable (no answer at all): the API answers 503 within its timeouts, then recovers by itself', async () => {
    // Idle pooled connections meet the outage too: use them before cutting.
    await Promise.all(Array.from({ length: 5 }, () => client.list()));
    proxy.blackhole();
    const slowest = await expectOutageAnswers(8_000);
    await proxy.restore();
    const recoveredMs = await expectRecovery();
    console.info(
      `outage (unreachable): slowest 503 in ${slowest} ms; recovered ${recoveredMs} ms after the restore`,
    );
  }, 60_000);
});
