import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/** The tables whose rows were sent by a visitor, in a language every mail to them is written in. */
const visitorTables = ['leads', 'recall_subscriptions'] as const;

/**
 * The visitor's language (issue 46) on each submission and recall subscription: `en`, `te` or
 * `hi`, the language of the page it was sent from. Expand only: a column with a default, so rows
 * stored before, and an older version still writing without it, read as English. The same on
 * SQLite and PostgreSQL; which languages are valid is the contract's list, checked on the way in.
 */
export function addVisitorLanguages(_engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      for (const table of visitorTables)
        await db.schema
          .alterTable(table)
          .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
          .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      for (const table of visitorTables) await db.schema.alterTable(table).dropColumn('language').execute();
    },
  };
}
