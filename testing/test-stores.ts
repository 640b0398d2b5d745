import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postgresSkipReason, postgresTestUrl, withAdminClient } from './postgres.ts';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Engine } from '#server/db/schema.ts';
import { openStore, type OpenStoreOptions, type Store } from '#server/store/store.ts';

/** Where one suite keeps its data: a fresh temp directory, plus a fresh PostgreSQL schema for that engine. */
export interface StoreTarget {
  engine: Engine;
  options: Omit<OpenStoreOptions, 'seed'>;
  dispose(): Promise<void>;
}

export async function createStoreTarget(engine: Engine): Promise<StoreTarget> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-store-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') return { engine, options: { dataDir }, dispose: removeDir };

  if (!postgresTestUrl) throw new Error(postgresSkipReason);
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await withAdminClient((client) => client.query(`create schema ${schema}`));
  return {
    engine,
    options: { dataDir, databaseUrl: postgresTestUrl, postgresSchema: schema },
    async dispose() {
      await withAdminClient((client) => client.query(`drop schema if exists ${schema} cascade`));
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
    store = await openStore({ ...target.options, seed: false, ...options });
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

/** Empties the tablets table through the repository, between tests of one suite. */
export async function removeAllTablets(store: Store): Promise<void> {
  for (const tablet of await store.tablets.list()) await store.tablets.remove(tablet.id);
}
