import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * What the tablet list needs at 100,000 rows, kept by the database itself so every server process
 * sharing the store agrees:
 * - `tablet_changes`: a version that grows with every write to `tablets` (the list keeps its match
 *   counts per search while it stays the same) and the number of tablets (the unsearched total
 *   without counting 100,000 rows), both kept by triggers;
 * - the price and updated sort indexes also carry `search_text`, so a search in those orders is
 *   checked from the index alone (a covering index on SQLite, `include` on PostgreSQL).
 */
export function addTabletListAtScale(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await sql`create table tablet_changes (
        id integer primary key check (id = 1),
        version bigint not null,
        tablets bigint not null
      )`.execute(db);
      await sql`insert into tablet_changes (id, version, tablets) values (1, 1, (select count(*) from tablets))`.execute(
        db,
      );
      for (const [index, column] of [
        ['tablets_by_price', 'price_paise'],
        ['tablets_by_updated', 'updated_at'],
      ] as const) {
        await db.schema.dropIndex(index).execute();
        const carrying =
          engine === 'postgres'
            ? sql`(${sql.ref(column)}, id) include (search_text)`
            : sql`(${sql.ref(column)}, id, search_text)`;
        await sql`create index ${sql.id(index)} on tablets ${carrying}`.execute(db);
      }
      if (engine === 'postgres') await addPostgresTriggers(db);
      else {
        await addSqliteTriggers(db);
        await addSqliteShortSearchChecks(db);
      }
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      if (engine === 'postgres') {
        for (const event of ['insert', 'update', 'delete', 'truncate'])
          await sql`drop trigger if exists ${sql.id(`tablet_changes_${event}`)} on tablets`.execute(db);
        await sql`drop function if exists tablet_changes_count()`.execute(db);
      } else {
        await sql`drop table if exists tablets_search_terms`.execute(db);
        for (const index of ['tablets_by_search_end', 'tablets_by_search_last'])
          await db.schema.dropIndex(index).ifExists().execute();
        for (const event of ['insert', 'update', 'delete'])
          await sql`drop trigger if exists ${sql.id(`tablet_changes_${event}`)}`.execute(db);
      }
      await sql`drop table if exists tablet_changes`.execute(db);
      for (const [index, column] of [
        ['tablets_by_price', 'price_paise'],
        ['tablets_by_updated', 'updated_at'],
      ] as const) {
        await db.schema.dropIndex(index).ifExists().execute();
        await db.schema.createIndex(index).on('tablets').columns([column, 'id']).execute();
      }
    },
  };
}

/**
 * What proves on SQLite that a search of one or two letters matches nothing, without a scan: a
 * text holds it either where a trigram starts with it (the trigram table's own term list, read
 * through `fts5vocab`) or in its last two characters (two small expression indexes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addSqliteShortSearchChecks(db: Kysely<any>) {
  await sql`create virtual table tablets_search_terms using fts5vocab(tablets_search, 'row')`.execute(db);
  await sql`create index tablets_by_search_end on tablets (substr(search_text, -2))`.execute(db);
  await sql`create index tablets_by_search_last on tablets (substr(search_text, -1))`.execute(db);
}

/** Row triggers: SQLite has no statement triggers, and one row update per written row is cheap. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addSqliteTriggers(db: Kysely<any>) {
  const counting = { insert: sql`tablets + 1`, update: sql`tablets`, delete: sql`tablets - 1` };
  for (const [event, tablets] of Object.entries(counting))
    await sql`create trigger ${sql.id(`tablet_changes_${event}`)} after ${sql.raw(event)} on tablets begin
      update tablet_changes set version = version + 1, tablets = ${tablets};
    end`.execute(db);
}

/**
 * Statement triggers with transition tables: a bulk insert of 100,000 rows updates the counter
 * once. Concurrent writers queue on the one counter row, which a catalogue's rare writes afford.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function addPostgresTriggers(db: Kysely<any>) {
  await sql`create function tablet_changes_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update tablet_changes set version = version + 1, tablets = tablets + (select count(*) from added_tablets);
      elsif tg_op = 'DELETE' then
        update tablet_changes set version = version + 1, tablets = tablets - (select count(*) from removed_tablets);
      elsif tg_op = 'TRUNCATE' then
        update tablet_changes set version = version + 1, tablets = 0;
      else
        update tablet_changes set version = version + 1;
      end if;
      return null;
    end
  $$`.execute(db);
  const transition = {
    insert: sql`referencing new table as added_tablets`,
    update: sql``,
    delete: sql`referencing old table as removed_tablets`,
    truncate: sql``,
  };
  for (const [event, referencing] of Object.entries(transition))
    await sql`create trigger ${sql.id(`tablet_changes_${event}`)} after ${sql.raw(event)} on tablets
      ${referencing} for each statement execute function tablet_changes_count()`.execute(db);
}
