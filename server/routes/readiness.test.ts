import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createDatabase } from '../db/create-db.ts';
import { openStore, type Store } from '../store/store.ts';
import { redisTestUrl, uniqueRedisPrefix } from '#testing/redis.ts';
import { buildTestApp, call } from '#testing/test-app.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';

const allUnused = { redis: 'not used', notificationOutbox: 'not used', mailOutbox: 'not used' };

describeForEachEngine('GET /api/ready', (engine) => {
  let target: StoreTarget;
  let store: Store | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    await store?.close();
    await target.dispose();
    app = store = undefined;
  });

  async function start(env: Record<string, string> = {}, backgroundJobs = false) {
    target = await createStoreTarget(engine);
    store = await openStore({ ...target.options });
    app = await buildTestApp(store, { env, backgroundJobs });
    return app;
  }

  it('answers ready when the store answers at the newest migration', async () => {
    const ready = await call(await start(), { method: 'GET', url: '/api/ready' });
    expect(ready).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { store: 'ok', migrations: 'ok', ...allUnused } },
    });
  });

  it('checks the mail pollers when mail is configured', async () => {
    const env = { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_TO: 'sales@aarogya.example' };
    const ready = await call(await start(env, true), { method: 'GET', url: '/api/ready' });
    expect(ready).toMatchObject({
      status: 200,
      body: { checks: { notificationOutbox: 'ok', mailOutbox: 'ok', redis: 'not used' } },
    });
  });

  it('answers 503 naming the migrations when the schema is behind this version', async () => {
    const server = await start();
    const handle = createDatabase(target.options);
    try {
      const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(
        handle.db,
      );
      await sql`delete from kysely_migration where name = ${rows[0]!.name}`.execute(handle.db);
    } finally {
      await handle.close();
    }
    const answer = await call(server, { method: 'GET', url: '/api/ready' });
    expect(answer).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        failing: ['migrations'],
        checks: { store: 'ok', migrations: 'failing' },
      },
    });
    expect(answer.headers['retry-after']).toBe('5');
  });

  it('answers 503 naming the store when it is down, without details', async () => {
    const server = await start();
    await store!.close();
    const answer = await call(server, { method: 'GET', url: '/api/ready' });
    expect(answer).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        failing: ['store', 'migrations'],
        checks: { store: 'failing', migrations: 'failing', ...allUnused },
        error: expect.stringMatching(/not ready/),
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/ECONN|closed|kysely|sqlite|postgres|at .+:\d+/i);
  });
});

it.skipIf(!redisTestUrl)('checks Redis when the instance counts submissions there', async () => {
  const target = await createStoreTarget('sqlite');
  const store = await openStore({ ...target.options });
  const app = await buildTestApp(store, {
    env: { REDIS_URL: redisTestUrl!, REDIS_KEY_PREFIX: uniqueRedisPrefix() },
    backgroundJobs: false,
  });
  try {
    expect(await call(app, { method: 'GET', url: '/api/ready' })).toMatchObject({
      status: 200,
      body: { checks: { redis: 'ok' } },
    });
  } finally {
    await app.close();
    await store.close();
    await target.dispose();
  }
});
