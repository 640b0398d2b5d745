import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Batches of the catalogue's products (issue 28): what a pack code names; and where each pack's code
 * has been checked. The id is a small whole
 * number because every pack code carries it; a product never has two batches of one number.
 */
export function createBatches(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('batches')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('product_slug', 'text', (column) => column.notNull())
        .addColumn('batch_number', 'text', (column) => column.notNull())
        // YYYY-MM-DD: dates as the pack prints them, compared as text.
        .addColumn('manufactured_on', 'text', (column) => column.notNull())
        .addColumn('expires_on', 'text', (column) => column.notNull())
        .addColumn('quantity', 'integer', (column) => column.notNull())
        .addColumn('site_id', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        // Serials 1 to this have been given pack codes; never more than the quantity.
        .addColumn('labels_issued', 'integer', (column) => column.notNull().defaultTo(0))
        // Packs whose code has been checked more often, or from more networks, than one pack is.
        .addColumn('packs_seen_often', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('created_at', timestamp, (column) => column.notNull())
        .addColumn('updated_at', timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('batches_product_number')
        .on('batches')
        .columns(['product_slug', 'batch_number'])
        .unique()
        .execute();
      // Where each pack's code has been checked: one row per pack and network (a keyed hash, never
      // the address), with how often.
      await db.schema
        .createTable('pack_sightings')
        .addColumn('batch_id', 'integer', (column) =>
          column.notNull().references('batches.id').onDelete('cascade'),
        )
        .addColumn('serial', 'integer', (column) => column.notNull())
        .addColumn('network', 'text', (column) => column.notNull())
        .addColumn('checks', 'integer', (column) => column.notNull())
        .addColumn('first_at', timestamp, (column) => column.notNull())
        .addColumn('last_at', timestamp, (column) => column.notNull())
        .addPrimaryKeyConstraint('pack_sightings_pk', ['batch_id', 'serial', 'network'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('pack_sightings').execute();
      await db.schema.dropTable('batches').execute();
    },
  };
}
