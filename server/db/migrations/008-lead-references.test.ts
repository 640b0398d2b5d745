import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';
import { createDatabase } from '../create-db.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { migrationsFor } from './index.ts';

describeForEachEngine('migration 008: lead references', (engine) => {
  let target: StoreTarget;
  let db: Kysely<Database>;

  beforeAll(async () => {
    target = await createStoreTarget(engine);
    db = createDatabase(target.options).db;
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
    expect((await migrator.migrateTo('007-lead-search')).error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    await target.dispose();
  });

  it('keeps the numbered reference each stored submission was given', async () => {
    const stored = [
      [1, 'quote', '2025-12-31T23:59:00.000Z'],
      [42, 'adverse-event', '2026-01-01T00:00:01.000Z'],
      [1234567, 'newsletter', '2026-03-01T09:00:00.000Z'],
    ] as const;
    for (const [id, kind, createdAt] of stored) {
      await sql`
        insert into leads (id, kind, summary, fields, search_text, created_at)
        values (${id}, ${kind}, 'summary', '{}', '', ${createdAt})
      `.execute(db);
    }
    await migrateToLatest(db, engine);
    const rows = await db.selectFrom('leads').select(['id', 'reference']).orderBy('id').execute();
    expect(rows.map((row) => row.reference)).toEqual(['Q-2025-000001', 'AE-2026-000042', 'N-2026-1234567']);
  });
});
