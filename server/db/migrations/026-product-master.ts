import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * The product master (issue 50): every product with a page, as the store holds it, and each of its
 * versions. A product's record is its fields in English as JSON (catalogue/catalogue.ts), its
 * translations the Telugu and Hindi of each text field as JSON; `name` is kept apart for lists and
 * search. Filled at start from the shipped catalogue (server/store/shipped-catalogue.ts).
 */
export function createProductMaster(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('products')
        .addColumn('slug', 'text', (column) => column.primaryKey())
        .addColumn('category_id', 'text', (column) => column.notNull())
        // 'list': one of its category's list; 'showcase': on the home page, with a page of its own.
        .addColumn('place', 'text', (column) => column.notNull().check(sql`place in ('list', 'showcase')`))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('record', 'text', (column) => column.notNull())
        .addColumn('translations', 'text', (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull())
        // Null while the product is as the shipped catalogue has it; a person's id once staff edit it.
        .addColumn('edited_by', 'text')
        .addColumn('updated_at', millis, (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('product_versions')
        .addColumn('slug', 'text', (column) =>
          column.notNull().references('products.slug').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('record', 'text', (column) => column.notNull())
        .addColumn('translations', 'text', (column) => column.notNull())
        .addColumn('edited_by', 'text')
        .addColumn('created_at', millis, (column) => column.notNull())
        .addPrimaryKeyConstraint('product_versions_pk', ['slug', 'version'])
        .execute();
      // The change staff are making to a product: one draft per product, beside its live version.
      await db.schema
        .createTable('product_drafts')
        .addColumn('slug', 'text', (column) =>
          column.primaryKey().references('products.slug').onDelete('cascade'),
        )
        // The version of the product the draft was made from: publishing a draft of an older one is refused.
        .addColumn('base_version', 'integer', (column) => column.notNull())
        .addColumn('record', 'text', (column) => column.notNull())
        .addColumn('translations', 'text', (column) => column.notNull())
        // JSON: what the review found (texts needing a medical approval, stale translations, claims).
        .addColumn('review', 'text', (column) => column.notNull())
        .addColumn('author', 'text', (column) => column.notNull())
        .addColumn('approved_by', 'text')
        .addColumn('saved_at', millis, (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('product_drafts').execute();
      await db.schema.dropTable('product_versions').execute();
      await db.schema.dropTable('products').execute();
    },
  };
}
