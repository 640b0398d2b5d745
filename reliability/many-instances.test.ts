import { setTimeout as sleep } from 'node:timers/promises';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { migrationsFor } from '#server/db/migrations/index.ts';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { adminCookie, type RunningServer, startServer } from '#testing/server-process.ts';
import { ApiClient, inputOf } from '#testing/api-client.ts';
import {
  createTestDatabase,
  postgresSkipReason,
  postgresTestUrl,
  type TestDatabase,
} from '#testing/postgres.ts';

/** The advisory lock Kysely's PostgreSQL migrator takes around a migration run. */
const migrationLockId = '3853314791062309107';
const sharedSecret = 'reliability-shared-session-secret-0123456789abcdef';

if (!postgresTestUrl) console.info(`Skipping the many-instances checks: ${postgresSkipReason}.`);

describe.skipIf(!postgresTestUrl)('two server instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let servers: RunningServer[] = [];
  let first: ApiClient;
  let second: ApiClient;
  let migrationsWaitingAtOnce = 0;

  /** Asks PostgreSQL how many sessions of the test database wait for an advisory lock. */
  async function sessionsWaitingForLock(admin: pg.Client): Promise<number> {
    const { rows } = await admin.query<{ total: string }>(
      `select count(*) as total from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and not l.granted and a.datname = $1`,
      [database.name],
    );
    return Number(rows[0]?.total ?? 0);
  }

  beforeAll(async () => {
    database = await createTestDatabase('instances');
    // Hold the migration lock while both instances start on the empty database, so that both
    // are provably waiting for it at the same moment; then let go and watch them sort it out.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`select pg_advisory_lock(${migrationLockId})`);
      const env = { DATABASE_URL: database.url, SESSION_SECRET: sharedSecret };
      const starting = [1, 2].map(() => startServer({ output: 'capture', env, readyTimeoutMs: 120_000 }));
      starting.forEach((start) => start.catch(() => undefined));
      for (let attempt = 0; attempt < 600 && migrationsWaitingAtOnce < 2; attempt += 1) {
        migrationsWaitingAtOnce = await sessionsWaitingForLock(admin);
        if (migrationsWaitingAtOnce < 2) await sleep(100);
      }
      await admin.query(`select pg_advisory_unlock(${migrationLockId})`);
      servers = await Promise.all(starting);
    } finally {
      await admin.end();
    }
    const cookie = await adminCookie(servers[0]!.url);
    first = new ApiClient(servers[0]!.url, cookie);
    second = new ApiClient(servers[1]!.url, cookie);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(servers.map((server) => rm(server.dataDir, { recursive: true, force: true })));
    await database?.drop();
  });

  it('start together on an empty database: migrations wait for one lock, the schema and the master’s tablets exist once', async () => {
    expect(migrationsWaitingAtOnce).toBe(2);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select name from kysely_migration order by name',
      );
      expect(rows.map((row) => row.name)).toEqual(Object.keys(migrationsFor('postgres')));
    } finally {
      await client.end();
    }
    const listedByFirst = await first.list();
    expect(listedByFirst.map((tablet) => tablet.name).sort()).toEqual(
      catalogueEntries()
        .filter(({ product }) => /\btablet/i.test(product.dosageForm))
        .map(({ product }) => product.name)
        .sort(),
    );
    expect(await second.list()).toEqual(listedByFirst);
  });

  it('a tablet created through one instance is listed by the other', async () => {
    const created = await first.create({
      name: 'Telmisartan 40 mg',
      genericName: 'Telmisartan',
      price: 62.3,
    });
    expect(created.status).toBe(201);
    const listed = await second.list();
    expect(listed).toContainEqual(created.body.tablet);
  });

  it('a session cookie from one instance is accepted by the other', async () => {
    const status = await second.request<{ admin: boolean }>('GET', '/api/admin/session');
    expect(status).toMatchObject({ status: 200, body: { admin: true } });
    const created = await second.create({
      name: 'Pantoprazole 40 mg',
      genericName: 'Pantoprazole',
      price: 48,
    });
    expect(created.status).toBe(201);
    expect((await first.remove(created.body.tablet.id)).status).toBe(204);
    expect((await second.list()).map((tablet) => tablet.id)).not.toContain(created.body.tablet.id);
  });

  it('conflicting edits through both at once: exactly one 200, every other one 409, nothing lost', async () => {
    const created = await first.create({ name: 'Ibuprofen 400 mg', genericName: 'Ibuprofen', price: 14.75 });
    let tablet: Tablet = created.body.tablet;
    for (let round = 0; round < 10; round += 1) {
      const edits = Array.from({ length: 8 }, (_, index) => ({
        via: index % 2 === 0 ? first : second,
        input: { ...inputOf(tablet), price: 100 + round + index / 100 },
      }));
      const answers = await Promise.all(
        edits.map((edit) => edit.via.update(tablet.id, edit.input, tablet.version)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      const stored = (await second.list()).find((candidate) => candidate.id === tablet.id)!;
      expect(stored.version).toBe(tablet.version + 1);
      expect(inputOf(stored)).toEqual(edits[winner]!.input);
      tablet = stored;
    }
  });
});
