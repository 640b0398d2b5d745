import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * The visitor's private link to a submission: the hashes of the tokens that open it (the receipt of
 * the confirmation page, and one per reply mailed), deleted with the submission. Answers the
 * visitor writes there join the thread, marked as theirs.
 */
export function addVisitorLinks(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('lead_access_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('lead_access_tokens_lead')
        .on('lead_access_tokens')
        .column('lead_id')
        .execute();
      // The receipts given so far open their submissions' pages too.
      await db
        .insertInto('lead_access_tokens')
        .columns(['token_hash', 'lead_id', 'created_at'])
        .expression(
          db
            .selectFrom('leads')
            .select(['receipt_hash', 'id', 'created_at'])
            .where('receipt_hash', 'is not', null)
            .where('kind', '<>', 'newsletter'),
        )
        .execute();
      // 1 when the visitor wrote it on their request's page, else 0 (a reply from staff).
      await db.schema
        .alterTable('lead_replies')
        .addColumn('from_visitor', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('lead_replies').dropColumn('from_visitor').execute();
      await db.schema.dropTable('lead_access_tokens').execute();
    },
  };
}
