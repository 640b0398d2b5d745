import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMigratedTo } from '#testing/migrated-store.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

describeForEachEngine('migration 008: lead references', (engine) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await storeMigratedTo(engine, '007-lead-search'));
  });
  afterAll(() => dispose());

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
