import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMigratedTo } from '#testing/migrated-store.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';

describeForEachEngine('migration 021: two more kinds of submission', (engine) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await storeMigratedTo(engine, '020-recalls'));
  });
  afterAll(() => dispose());

  let count = 0;
  const insertLead = async (kind: string) =>
    Number(
      (
        await sql<{ id: number }>`
          insert into leads (kind, reference, summary, fields, search_text, created_at)
          values (${kind}, ${`X-2026-${(count += 1)}`}, 'summary', '{}', '', '2026-11-01T10:00:00.000Z')
          returning id
        `.execute(db)
      ).rows[0]!.id,
    );

  it('keeps every submission, its replies and the ids given so far, and takes the new kinds', async () => {
    const kept = await insertLead('quote');
    const erased = await insertLead('contact');
    await sql`insert into lead_replies (lead_id, at, body, mailed) values (${kept}, '2026-11-01T11:00:00.000Z', 'Thank you', 0)`.execute(
      db,
    );
    // The latest submission was erased: its id is not given again.
    await sql`delete from leads where id = ${erased}`.execute(db);
    await expect(insertLead('medical-info')).rejects.toThrow();

    await migrateToLatest(db, engine);

    const rows = await db.selectFrom('leads').select(['id', 'kind']).execute();
    expect(rows.map((row) => [Number(row.id), row.kind])).toEqual([[kept, 'quote']]);
    expect(
      (await db.selectFrom('lead_replies').select(['lead_id', 'body']).execute()).map((row) => [
        Number(row.lead_id),
        row.body,
      ]),
    ).toEqual([[kept, 'Thank you']]);
    expect(await insertLead('medical-info')).toBeGreaterThan(erased);
    await insertLead('distributor');
    await expect(insertLead('spam-kind')).rejects.toThrow();
    // The replies still belong to their submission: deleting it deletes them.
    await sql`delete from leads where id = ${kept}`.execute(db);
    expect(await db.selectFrom('lead_replies').selectAll().execute()).toEqual([]);
    await expect(
      sql`insert into lead_replies (lead_id, at, body, mailed) values (424242, '2026-11-01T11:00:00.000Z', 'x', 0)`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
