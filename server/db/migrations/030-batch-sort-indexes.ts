import type { Kysely, Migration } from 'kysely';

/**
 * The batch list's sorts by expiry and by batch number, a page at a time: each order has an index
 * ending in the id, as the list's cursor does, so a page is read from the index in order rather
 * than every batch sorted for each page. Newest first reads the primary key backwards.
 */
export function addBatchSortIndexes(): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema.createIndex('batches_by_expiry').on('batches').columns(['expires_on', 'id']).execute();
      await db.schema
        .createIndex('batches_by_number')
        .on('batches')
        .columns(['batch_number', 'id'])
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('batches_by_number').execute();
      await db.schema.dropIndex('batches_by_expiry').execute();
    },
  };
}
