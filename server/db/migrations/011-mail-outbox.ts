import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Mails to people (an invitation link for a member of staff), waiting for the mail server. The
 * message is sealed with a key the database does not hold, because it can carry a one-time link;
 * a row leaves once the mail server took it, or when what it carries has expired.
 */
export function createMailOutbox(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', millis, (column) => column.notNull())
        .addColumn('expires_at', millis, (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', millis, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}
