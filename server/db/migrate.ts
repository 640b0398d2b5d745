import { type Kysely, type MigrationResultSet, Migrator, sql } from 'kysely';
import { migrationsFor } from './migrations/index.ts';
import type { Database, Engine } from './schema.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Brings the schema to the latest version. On PostgreSQL Kysely's migrator holds an advisory lock
 * while it runs, so instances that start together migrate one after the other.
 */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  let migrationTableSchema: string | undefined;
  if (engine === 'postgres') {
    // Kysely looks for its bookkeeping tables in every schema unless told which one to use.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(engine) },
    migrationTableSchema,
  });
  const outcome: MigrationResultSet = await migrator.migrateToLatest();
  if (outcome.error) {
    const failed = outcome.results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    throw new MigrationError(`Database migration ${failed ?? ''} failed: ${reason}`.replace('  ', ' '), {
      cause: outcome.error,
    });
  }
  return (outcome.results ?? []).map((result) => result.migrationName);
}
