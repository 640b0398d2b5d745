import { type Kysely, type Migration, sql } from 'kysely';
import { starterTemplates } from '#contract/reply-templates.ts';
import type { Engine } from '../schema.ts';

/** Reply templates per kind of submission, starting with one for each kind that takes replies. */
export function createReplyTemplates(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reply_templates')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('updated_at', timestamp, (column) => column.notNull())
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('reply_templates')
        .values(starterTemplates.map((template) => ({ ...template, updated_at: now })))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('reply_templates').execute();
    },
  };
}
