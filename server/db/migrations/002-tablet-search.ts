import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';
import { tabletSearchText } from '../tablet-search-text.ts';

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
      if (engine === 'sqlite') await addSqliteTrigramTable(db);
      else await addPostgresTrigramIndex(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      if (engine === 'sqlite') {
        for (const trigger of ['tablets_search_insert', 'tablets_search_update', 'tablets_search_delete'])
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        await sql`drop table if exists tablets_search`.execute(db);
      } else {
        await sql`drop index if exists tablets_search_trigram`.execute(db);
      }
      for (const index of ['tablets_by_search_text', 'tablets_by_price', 'tablets_by_updated'])
        await db.schema.dropIndex(index).ifExists().execute();
      await db.schema.alterTable('tablets').dropColumn('search_text').execute();
    },
  };
}

/** An external-content FTS5 table kept in step by triggers; with the trigram tokenizer a quoted phrase matches exactly where the text contains it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addSqliteTrigramTable(db: Kysely<any>) {
  await sql`create virtual table tablets_search using fts5(
    search_text, content='tablets', content_rowid='rowid', tokenize='trigram case_sensitive 1'
  )`.execute(db);
  await sql`create trigger tablets_search_insert after insert on tablets begin
    insert into tablets_search(rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger tablets_search_delete after delete on tablets begin
    insert into tablets_search(tablets_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`.execute(db);
  await sql`create trigger tablets_search_update after update of search_text on tablets begin
    insert into tablets_search(tablets_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into tablets_search(rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`insert into tablets_search(tablets_search) values ('rebuild')`.execute(db);
}

/**
 * A trigram GIN index for LIKE '%part%'. pg_trgm may not be installable (no privilege): then the
 * search still works, by a scan, so a failure here is rolled back to a savepoint and skipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addPostgresTrigramIndex(db: Kysely<any>) {
  await sql`savepoint tablets_trigram`.execute(db);
  try {
    // In public, never in the current (per-tenant or per-test) schema, whose drop would take it along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
    `.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    await sql`create index tablets_search_trigram on tablets using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint tablets_trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint tablets_trigram`.execute(db);
  }
}
