import { type Kysely, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * The substring index over a table's `search_text` column, for LIKE '%part%': an FTS5 trigram table
 * on SQLite, a pg_trgm GIN index on PostgreSQL. Used by the tablets (002) and the inbox (007); the
 * names it creates (`<table>_search`, its `_insert`/`_update`/`_delete` triggers, the
 * `<table>_search_trigram` index) are what those migrations shipped with.
 */
export interface TrigramSearch {
  table: 'tablets' | 'leads';
  /** The integer key FTS5 stores as each row's rowid. */
  rowKey: 'rowid' | 'id';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function addTrigramSearch(db: Kysely<any>, engine: Engine, search: TrigramSearch) {
  if (engine === 'sqlite') await addSqliteTrigramTable(db, search);
  else await addPostgresTrigramIndex(db, search);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see addTrigramSearch()
export async function dropTrigramSearch(db: Kysely<any>, engine: Engine, { table }: TrigramSearch) {
  if (engine === 'sqlite') {
    for (const change of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.id(`${table}_search_${change}`)}`.execute(db);
    await sql`drop table if exists ${sql.id(`${table}_search`)}`.execute(db);
  } else {
    await sql`drop index if exists ${sql.id(`${table}_search_trigram`)}`.execute(db);
  }
}

/** An external-content FTS5 table kept in step by triggers; with the trigram tokenizer a quoted phrase matches exactly where the text contains it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see addTrigramSearch()
async function addSqliteTrigramTable(db: Kysely<any>, { table, rowKey }: TrigramSearch) {
  const search = sql.id(`${table}_search`);
  const key = sql.raw(rowKey);
  await sql`create virtual table ${search} using fts5(
    search_text, content=${sql.lit(table)}, content_rowid=${sql.lit(rowKey)}, tokenize='trigram case_sensitive 1'
  )`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_insert`)} after insert on ${sql.id(table)} begin
    insert into ${search}(rowid, search_text) values (new.${key}, new.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_delete`)} after delete on ${sql.id(table)} begin
    insert into ${search}(${search}, rowid, search_text) values ('delete', old.${key}, old.search_text);
  end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_update`)} after update of search_text on ${sql.id(table)} begin
    insert into ${search}(${search}, rowid, search_text) values ('delete', old.${key}, old.search_text);
    insert into ${search}(rowid, search_text) values (new.${key}, new.search_text);
  end`.execute(db);
  await sql`insert into ${search}(${search}) values ('rebuild')`.execute(db);
}

/**
 * A trigram GIN index. Where pg_trgm cannot be installed (no privilege) the search still works, by
 * a scan, so a failure here is rolled back to a savepoint and skipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see addTrigramSearch()
async function addPostgresTrigramIndex(db: Kysely<any>, { table }: TrigramSearch) {
  const savepoint = sql.id(`${table}_trigram`);
  await sql`savepoint ${savepoint}`.execute(db);
  try {
    // In public, never in the current (per-tenant or per-test) schema, whose drop would take it along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
    `.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    await sql`create index ${sql.id(`${table}_search_trigram`)} on ${sql.id(table)} using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint ${savepoint}`.execute(db);
  } catch {
    await sql`rollback to savepoint ${savepoint}`.execute(db);
  }
}
