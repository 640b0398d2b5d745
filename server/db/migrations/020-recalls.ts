import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Recall notices (issue 28): a notice names batches of one product, which it marks recalled; and
 * the visitors who asked to be mailed about recalls of a product (double opt-in: an address is
 * mailed notices only once its owner confirmed).
 */
export function createRecalls(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('recalls')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('product_slug', 'text', (column) => column.notNull())
        .addColumn('recall_class', 'text', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('patient_action', 'text', (column) => column.notNull())
        .addColumn('pharmacy_action', 'text', (column) => column.notNull())
        .addColumn('doctor_action', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('published_at', timestamp, (column) => column.notNull())
        .addColumn('completed_at', timestamp)
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('updated_at', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('recalls_product').on('recalls').column('product_slug').execute();
      await db.schema
        .createTable('recall_batches')
        .addColumn('recall_id', 'integer', (column) =>
          column.notNull().references('recalls.id').onDelete('cascade'),
        )
        .addColumn('batch_id', 'integer', (column) =>
          column.notNull().references('batches.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('recall_batches_pk', ['recall_id', 'batch_id'])
        .execute();
      await db.schema.createIndex('recall_batches_batch').on('recall_batches').column('batch_id').execute();
      await db.schema
        .createTable('recall_subscriptions')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('product_slug', 'text', (column) => column.notNull())
        // Null once confirmed: a confirmation link works once. An unsubscribe link is keyed by the
        // subscription's id (server/recalls/recall-links.ts), so nothing of it is stored.
        .addColumn('confirm_hash', 'text', (column) => column.unique())
        .addColumn('confirmed_at', timestamp)
        .addColumn('created_at', timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('recall_subscriptions_address')
        .on('recall_subscriptions')
        .columns(['email', 'product_slug'])
        .unique()
        .execute();
      await db.schema
        .createIndex('recall_subscriptions_product')
        .on('recall_subscriptions')
        .column('product_slug')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('recall_subscriptions').execute();
      await db.schema.dropTable('recall_batches').execute();
      await db.schema.dropTable('recalls').execute();
    },
  };
}
