import { type Kysely, sql } from 'kysely';
import { KyselyTabletRepository } from './tablet-repository.ts';
import type { Database, Engine } from '../db/schema.ts';
import { starterCatalogue } from './starter-catalogue.ts';

const seededKey = 'starter_catalogue_seeded_at';
// Any fixed number shared by every instance; it only has to differ from Kysely's migration lock.
const seedLockId = 7_316_204_115;

/**
 * Seeds the starter catalogue once in the life of a store: only into an empty store, and never
 * again afterwards (a store emptied by its staff stays empty). Returns how many tablets were added.
 */
export async function seedStarterCatalogue(db: Kysely<Database>, engine: Engine): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // SQLite transactions here begin IMMEDIATE, which already serialises writers.
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(seedLockId)})`.execute(trx);
    const marker = await trx
      .selectFrom('store_meta')
      .select('value')
      .where('key', '=', seededKey)
      .executeTakeFirst();
    if (marker) return 0;
    const repository = new KyselyTabletRepository(trx, engine);
    const added = (await repository.count()) === 0 ? starterCatalogue.length : 0;
    for (const tablet of starterCatalogue.slice(0, added)) await repository.create(tablet);
    await trx.insertInto('store_meta').values({ key: seededKey, value: new Date().toISOString() }).execute();
    return added;
  });
}
