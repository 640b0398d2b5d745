import { type Kysely, type Migration, sql } from 'kysely';

/**
 * /tablets as part of the product master (decision 067): a tablet row shows the product it names,
 * one row per product. A product never published has version 0 and no page.
 */
export function addTabletProducts(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('tablets')
        .addColumn('product_slug', 'text', (column) => column.references('products.slug').onDelete('cascade'))
        .execute();
      await sql`create unique index tablets_by_product on tablets (product_slug) where product_slug is not null`.execute(
        db,
      );
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('tablets_by_product').execute();
      await db.schema.alterTable('tablets').dropColumn('product_slug').execute();
    },
  };
}
