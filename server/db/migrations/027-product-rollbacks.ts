import type { Kysely, Migration } from 'kysely';

/**
 * A product version that rolled the product back names the version it restored, so the history
 * reads "restored version 3" rather than a list of changes nobody typed.
 */
export function addProductRollbacks(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema.alterTable('product_versions').addColumn('restored_from', 'integer').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('product_versions').dropColumn('restored_from').execute();
    },
  };
}
