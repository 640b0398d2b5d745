import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Staff replies to submissions, each kept in the submission's thread, and the time of the first
 * reply on the submission itself, so "overdue" (no reply within the promised hours) is a condition
 * on one row.
 */
export function addLeadReplies(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema.alterTable('leads').addColumn('first_reply_at', timestamp).execute();
      // "Overdue": no reply yet, oldest received first.
      await db.schema
        .createIndex('leads_first_reply_at')
        .on('leads')
        .columns(['first_reply_at', 'created_at'])
        .execute();
      await db.schema
        .createTable('lead_replies')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('at', timestamp, (column) => column.notNull())
        .addColumn('author_account_id', 'text')
        .addColumn('body', 'text', (column) => column.notNull())
        // 1 when queued for the visitor's address, else 0: one type that both engines bind.
        .addColumn('mailed', 'integer', (column) => column.notNull())
        // The quotation it carried, as JSON; null: none.
        .addColumn('quotation', 'text')
        .execute();
      await db.schema.createIndex('lead_replies_lead').on('lead_replies').column('lead_id').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lead_replies').execute();
      await db.schema.dropIndex('leads_first_reply_at').execute();
      await db.schema.alterTable('leads').dropColumn('first_reply_at').execute();
    },
  };
}
