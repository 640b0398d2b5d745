import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * The inbox at 100,000 submissions (see `npm run bench:leads`): a substring index for its search
 * (an FTS5 trigram table on SQLite, a pg_trgm GIN index on PostgreSQL, as for the tablets), an
 * index that answers a kind and status filter and its count, and one of the unread submissions
 * only, for the unread counts every inbox page shows.
 */
export function addLeadSearch(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('leads_kind_status_id')
        .on('leads')
        .columns(['kind', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('leads_unread_kind')
        .on('leads')
        .column('kind')
        .where(sql.ref('read_at'), 'is', null)
        .execute();
      if (engine === 'sqlite') await addSqliteTrigramTable(db);
      else await addPostgresTrigramIndex(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      if (engine === 'sqlite') {
        for (const trigger of ['leads_search_insert', 'leads_search_update', 'leads_search_delete'])
          await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
        await sql`drop table if exists leads_search`.execute(db);
      } else {
        await sql`drop index if exists leads_search_trigram`.execute(db);
      }
      await db.schema.dropIndex('leads_unread_kind').ifExists().execute();
      await db.schema.dropIndex('leads_kind_status_id').ifExists().execute();
    },
  };
}

/** An external-content FTS5 table kept in step by triggers: a quoted phrase matches where the text contains it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addSqliteTrigramTable(db: Kysely<any>) {
  await sql`create virtual table leads_search using fts5(
    search_text, content='leads', content_rowid='id', tokenize='trigram case_sensitive 1'
  )`.execute(db);
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into leads_search(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    insert into leads_search(leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_update after update of search_text on leads begin
    insert into leads_search(leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into leads_search(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`insert into leads_search(leads_search) values ('rebuild')`.execute(db);
}

/**
 * A trigram GIN index for LIKE '%part%'. Where pg_trgm cannot be installed (no privilege) the
 * search still works, by a scan, so a failure here is rolled back to a savepoint and skipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addPostgresTrigramIndex(db: Kysely<any>) {
  await sql`savepoint leads_trigram`.execute(db);
  try {
    // In public, never in the current (per-tenant or per-test) schema, whose drop would take it along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
    `.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    await sql`create index leads_search_trigram on leads using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
    await sql`release savepoint leads_trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint leads_trigram`.execute(db);
  }
}
