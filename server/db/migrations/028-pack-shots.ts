import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Pack shots staff upload for a product: the original as it came, and the renditions the pages
 * show, made from it once. Held in the database, so every instance on it serves the same images.
 * An id names the content (the product's slug and the start of the original's SHA-256): a product's
 * record names the id, and a new picture is a new id, so an address is never reused for other bytes.
 */
export function createPackShots(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  const bytes = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('pack_shots')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('slug', 'text', (column) =>
          column.notNull().references('products.slug').onDelete('cascade'),
        )
        .addColumn('original', bytes, (column) => column.notNull())
        .addColumn('original_type', 'text', (column) => column.notNull())
        .addColumn('uploaded_by', 'text', (column) => column.notNull())
        .addColumn('uploaded_at', millis, (column) => column.notNull())
        .execute();
      // Each file the pages ask for by name: `{id}-320.avif`, `{id}-share.jpg` …
      await db.schema
        .createTable('pack_shot_files')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('pack_shot_id', 'text', (column) =>
          column.notNull().references('pack_shots.id').onDelete('cascade'),
        )
        .addColumn('content_type', 'text', (column) => column.notNull())
        .addColumn('bytes', bytes, (column) => column.notNull())
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('pack_shot_files').execute();
      await db.schema.dropTable('pack_shots').execute();
    },
  };
}
