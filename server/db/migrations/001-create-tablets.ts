import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/** The tablets table with its rules repeated as constraints, so no code path can store a bad row. */
export function createTablets(engine: Engine): Migration {
  const timestamp = engine === 'postgres' ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('tablets')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('generic_name', 'text', (column) => column.notNull())
        .addColumn('price_paise', 'integer', (column) => column.notNull())
        .addColumn('description', 'text')
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('created_at', sql.raw(timestamp), (column) => column.notNull())
        .addColumn('updated_at', sql.raw(timestamp), (column) => column.notNull())
        .addCheckConstraint('tablets_name_length', sql`length(name) between 1 and 120`)
        .addCheckConstraint('tablets_generic_name_length', sql`length(generic_name) between 1 and 120`)
        .addCheckConstraint('tablets_price_range', sql`price_paise > 0 and price_paise <= 1000000000`)
        .addCheckConstraint(
          'tablets_description_length',
          sql`description is null or length(description) <= 2000`,
        )
        .addCheckConstraint('tablets_version_positive', sql`version > 0`)
        .execute();
      await db.schema
        .createIndex('tablets_list_order')
        .on('tablets')
        .expression(sql`lower(name), id`)
        .execute();
      await db.schema
        .createTable('store_meta')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('store_meta').execute();
      await db.schema.dropTable('tablets').execute();
    },
  };
}
