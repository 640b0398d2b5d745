import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Browsers in which a member of staff turned on alerts (Web Push subscriptions), with the kinds of
 * submission each is for. Deleted with the account; a push service's "gone" deletes one too.
 */
export function createStaffPush(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_push_subscriptions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) =>
          column.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (column) => column.notNull().unique())
        .addColumn('p256dh', 'text', (column) => column.notNull())
        .addColumn('auth', 'text', (column) => column.notNull())
        // Comma-separated kinds of submission.
        .addColumn('kinds', 'text', (column) => column.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', millis, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_push_subscriptions_account')
        .on('staff_push_subscriptions')
        .column('account_id')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('staff_push_subscriptions').execute();
    },
  };
}
