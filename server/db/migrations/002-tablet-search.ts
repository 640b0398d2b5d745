import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';
import { addTrigramSearch, dropTrigramSearch, type TrigramSearch } from './trigram-search.ts';
import { tabletSearchText } from '../tablet-search-text.ts';

const search: TrigramSearch = { table: 'tablets', rowKey: 'rowid' };

/**
 * Server-side search and keyset paging: a `search_text` column (lower-cased name and generic
 * name, computed in code so both engines fold case alike), indexes for each sort order, and a
 * substring index: an FTS5 trigram table on SQLite, a pg_trgm GIN index on PostgreSQL.
 */
export function addTabletSearch(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      // Byte order ("C") on PostgreSQL sorts like SQLite's binary collation, so both page alike.
      const column =
        engine === 'postgres' ? sql`text collate "C" not null default ''` : sql`text not null default ''`;
      await sql`alter table tablets add column search_text ${column}`.execute(db);
      const rows: { id: string; name: string; generic_name: string }[] = await db
        .selectFrom('tablets')
        .select(['id', 'name', 'generic_name'])
        .execute();
      for (const row of rows) {
        await db
          .updateTable('tablets')
          .set({ search_text: tabletSearchText(row.name, row.generic_name) })
          .where('id', '=', row.id)
          .execute();
      }
      await db.schema
        .createIndex('tablets_by_search_text')
        .on('tablets')
        .columns(['search_text', 'id'])
        .execute();
      await db.schema.createIndex('tablets_by_price').on('tablets').columns(['price_paise', 'id']).execute();
      await db.schema.createIndex('tablets_by_updated').on('tablets').columns(['updated_at', 'id']).execute();
      await addTrigramSearch(db, engine, search);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await dropTrigramSearch(db, engine, search);
      for (const index of ['tablets_by_search_text', 'tablets_by_price', 'tablets_by_updated'])
        await db.schema.dropIndex(index).ifExists().execute();
      await db.schema.alterTable('tablets').dropColumn('search_text').execute();
    },
  };
}
