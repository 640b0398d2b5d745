import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeMigratedTo } from '#testing/migrated-store.ts';
import { describeForEachEngine } from '#testing/test-stores.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database, Engine } from '../schema.ts';

/** A page of the batch list in each order it offers, after a cursor, as the repository asks for it. */
const pages = [
  sql`select * from batches where (expires_on, id) > ('2027-06-30', 10) order by expires_on asc, id asc limit 21`,
  sql`select * from batches where (expires_on, id) < ('2027-06-30', 10) order by expires_on desc, id desc limit 21`,
  sql`select * from batches where (batch_number, id) > ('NV24', 10) order by batch_number asc, id asc limit 21`,
  sql`select * from batches where (batch_number, id) < ('NV24', 10) order by batch_number desc, id desc limit 21`,
];

/**
 * The plan of a query, one line a step. On PostgreSQL sequential scans are ruled out, as a table
 * of thousands of batches would rule them out by cost: an index that gives the order is then used,
 * and a sort shows where none does.
 */
async function planOf(db: Kysely<Database>, engine: Engine, query: (typeof pages)[number]): Promise<string> {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(db);
    return rows.map((row) => row.detail).join('\n');
  }
  return db.transaction().execute(async (transaction) => {
    await sql`set local enable_seqscan = off`.execute(transaction);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(transaction);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const sorts = (plan: string) => /TEMP B-TREE FOR ORDER BY|\bSort\b/.test(plan);

describeForEachEngine('migration 030: indexes for the batch list’s sorts', (engine) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await storeMigratedTo(engine, '029-tablet-products'));
  });
  afterAll(() => dispose());

  it('reads each page of the list by expiry or batch number from an index, in order, where it sorted before', async () => {
    for (const page of pages) expect(sorts(await planOf(db, engine, page))).toBe(true);

    expect(await migrateToLatest(db, engine)).toContain('030-batch-sort-indexes');

    const plans: string[] = [];
    for (const page of pages) plans.push(await planOf(db, engine, page));
    const [ascendingExpiry, descendingExpiry, ascendingNumber, descendingNumber] = plans;
    for (const plan of [ascendingExpiry!, descendingExpiry!]) {
      expect(plan).toContain('batches_by_expiry');
      expect(sorts(plan)).toBe(false);
    }
    for (const plan of [ascendingNumber!, descendingNumber!]) {
      expect(plan).toContain('batches_by_number');
      expect(sorts(plan)).toBe(false);
    }
  });
});
