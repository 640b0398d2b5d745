import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * The changes of store data that pages show, each with the tags of the pages it touches
 * (decision 064): every instance reads the new ones a few times a second and drops exactly those
 * pages from its render cache. Rows are kept an hour, long enough for any instance to have read them.
 */
export function createPageChanges(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('page_changes')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('tags', 'text', (column) => column.notNull())
        .addColumn('changed_at', millis, (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('page_changes').execute();
    },
  };
}
