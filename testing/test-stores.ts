import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrl, postgresSkipReason, postgresTestUrl, withAdminClient, withClient } from './postgres.ts';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Engine } from '#server/db/schema.ts';
import { createDatabase } from '#server/db/create-db.ts';
import { openStore, type OpenStoreOptions, type Store } from '#server/store/store.ts';

/** Where one suite keeps its data: a fresh temp directory, plus a fresh PostgreSQL schema for that engine. */
export interface StoreTarget {
  engine: Engine;
  options: Omit<OpenStoreOptions, 'seed'>;
  dispose(): Promise<void>;
}

let workerDatabase: Promise<string> | undefined;

/**
 * The database in which this test process makes its schemas: one per worker. Kysely's migrator
 * reads the catalogue of every schema of its database, and a schema that a suite in another
 * worker drops meanwhile fails that read ("schema … does not exist"); within one worker, suites
 * run one after another.
 */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    if (!postgresTestUrl) throw new Error(postgresSkipReason);
    // Made of [a-z0-9_] only, so it can stand in the statement as an identifier.
    const name = `test_worker_${(process.env.VITEST_POOL_ID ?? String(process.pid)).replaceAll(/\W/g, '')}`;
    await withAdminClient(async (client) => {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount)
        await client.query(`create database ${name}`).catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // made meanwhile by another run
        });
    });
    return databaseUrl(postgresTestUrl, name);
  })();
  return workerDatabase;
}

export async function createStoreTarget(engine: Engine): Promise<StoreTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-store-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') return { engine, options: { dataDir }, dispose: removeDir };

  const url = await workerDatabaseUrl();
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return {
    engine,
    options: { dataDir, databaseUrl: url, postgresSchema: schema },
    async dispose() {
      await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
      await removeDir();
    },
  };
}

/**
 * Declares `suite` once per engine: SQLite always, PostgreSQL when TEST_DATABASE_URL is set
 * (otherwise the run is skipped and the reason printed).
 */
export function describeForEachEngine(title: string, suite: (engine: Engine) => void): void {
  for (const engine of ['sqlite', 'postgres'] as const) {
    const skip = engine === 'postgres' && !postgresTestUrl;
    if (skip) console.info(`Skipping "${title}" on PostgreSQL: ${postgresSkipReason}.`);
    describe.skipIf(skip)(`${title} [${engine}]`, () => suite(engine));
  }
}

/** One store for a whole suite, in its own target, closed and dropped after the suite. */
export function useSuiteStore(engine: Engine, options: Partial<OpenStoreOptions> = {}) {
  let target: StoreTarget | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    target = await createStoreTarget(engine);
    store = await openStore({ ...target.options, ...options });
  });
  afterAll(async () => {
    await store?.close();
    await target?.dispose();
  });
  return {
    get store(): Store {
      if (!store) throw new Error('The suite store is opened in beforeAll');
      return store;
    },
    get target(): StoreTarget {
      if (!target) throw new Error('The suite store is opened in beforeAll');
      return target;
    },
  };
}

/**
 * Empties the tablets table between tests of one suite: the master's tablets too, which the
 * repository refuses to delete (they have pages).
 */
export async function removeAllTablets(target: StoreTarget): Promise<void> {
  const { db } = createDatabase(target.options);
  try {
    await db.deleteFrom('tablets').execute();
  } finally {
    await db.destroy();
  }
}
