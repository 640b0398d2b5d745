import { type Kysely, Migrator, sql } from 'kysely';
import { expect } from 'vitest';
import { createDatabase } from '../server/db/create-db.ts';
import { migrationsFor } from '../server/db/migrations/index.ts';
import type { Database, Engine } from '../server/db/schema.ts';
import { createStoreTarget, type StoreTarget } from './test-stores.ts';

/**
 * A store of its own, migrated up to and including `migration` only: for a migration's test, which
 * fills it as the earlier schema held data, then migrates to the latest.
 */
export async function storeMigratedTo(
  engine: Engine,
  migration: string,
): Promise<{ db: Kysely<Database>; dispose: () => Promise<void> }> {
  const target: StoreTarget = await createStoreTarget(engine);
  const { db } = createDatabase(target.options);
  // On PostgreSQL the bookkeeping table goes into the test's own schema, as migrateToLatest puts it.
  const schema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
    migrationTableSchema: schema,
  });
  expect((await migrator.migrateTo(migration)).error).toBeUndefined();
  return {
    db,
    dispose: async () => {
      await db.destroy();
      await target.dispose();
    },
  };
}
