import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * A number that grows with every write to `tablets`, kept by the database itself (triggers), so
 * every server process sharing the store sees the same one: the tablet list keeps its match counts
 * per search for as long as this number stays the same.
 */
export function addTabletChangeVersion(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await sql`create table tablet_changes (
        id integer primary key check (id = 1),
        version bigint not null
      )`.execute(db);
      await sql`insert into tablet_changes (id, version) values (1, 1)`.execute(db);
      if (engine === 'postgres') {
        // Once per statement: a bulk insert of 100,000 rows bumps the version once.
        await sql`create function bump_tablet_changes() returns trigger language plpgsql as $$
          begin
            update tablet_changes set version = version + 1;
            return null;
          end
        $$`.execute(db);
        await sql`create trigger tablet_changes_bump
          after insert or update or delete or truncate on tablets
          for each statement execute function bump_tablet_changes()`.execute(db);
        return;
      }
      for (const event of ['insert', 'update', 'delete'])
        await sql`create trigger ${sql.id(`tablet_changes_${event}`)} after ${sql.raw(event)} on tablets begin
          update tablet_changes set version = version + 1;
        end`.execute(db);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      if (engine === 'postgres') {
        await sql`drop trigger if exists tablet_changes_bump on tablets`.execute(db);
        await sql`drop function if exists bump_tablet_changes()`.execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete'])
          await sql`drop trigger if exists ${sql.id(`tablet_changes_${event}`)}`.execute(db);
      }
      await sql`drop table if exists tablet_changes`.execute(db);
    },
  };
}
