import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * What visitors send (quote requests, contact messages, newsletter sign-ups, adverse-event reports),
 * each status change staff make, the mail outbox and the per-address submission counters.
 */
export function createLeads(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('fields', 'text', (column) => column.notNull())
        .addColumn('search_text', 'text', (column) => column.notNull())
        .addColumn('created_at', timestamp, (column) => column.notNull())
        .addColumn('consent_at', timestamp)
        .addColumn('read_at', timestamp)
        .addCheckConstraint('leads_kind', sql`kind in ('quote', 'contact', 'newsletter', 'adverse-event')`)
        .addCheckConstraint('leads_status', sql`status in ('new', 'in-progress', 'handled', 'spam')`)
        .execute();
      await db.schema.createIndex('leads_kind_id').on('leads').columns(['kind', 'id']).execute();
      await db.schema.createIndex('leads_status_id').on('leads').columns(['status', 'id']).execute();
      await db.schema.createIndex('leads_email').on('leads').column('email').execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
      // One subscription per address: a second sign-up finds the first.
      await db.schema
        .createIndex('leads_newsletter_email')
        .on('leads')
        .column('email')
        .unique()
        .where(sql.ref('kind'), '=', 'newsletter')
        .execute();

      await db.schema
        .createTable('lead_status_changes')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('at', timestamp, (column) => column.notNull())
        .addColumn('from_status', 'text', (column) => column.notNull())
        .addColumn('to_status', 'text', (column) => column.notNull())
        .addColumn('note', 'text')
        .execute();
      await db.schema
        .createIndex('lead_status_changes_lead')
        .on('lead_status_changes')
        .column('lead_id')
        .execute();

      await db.schema
        .createTable('lead_outbox')
        .addColumn('lead_id', 'integer', (column) =>
          column.primaryKey().references('leads.id').onDelete('cascade'),
        )
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('last_error', 'text')
        .execute();
      await db.schema.createIndex('lead_outbox_due').on('lead_outbox').column('next_attempt_at').execute();

      await db.schema
        .createTable('lead_rate_limits')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('window_ends_at', 'bigint', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lead_rate_limits').execute();
      await db.schema.dropTable('lead_outbox').execute();
      await db.schema.dropTable('lead_status_changes').execute();
      await db.schema.dropTable('leads').execute();
    },
  };
}
