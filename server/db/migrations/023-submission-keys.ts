import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * The Idempotency-Key of each submission sent with one (contract/idempotency.ts): its hash, the
 * hash of what was sent with it, and the submission stored, deleted with the submission and after a
 * day. Expand only: a new table, which an older version running beside the new one never reads.
 */
export function createSubmissionKeys(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('submission_keys')
        .addColumn('key_hash', 'text', (column) => column.primaryKey())
        .addColumn('request_hash', 'text', (column) => column.notNull())
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('submission_keys_lead').on('submission_keys').column('lead_id').execute();
      await db.schema
        .createIndex('submission_keys_created')
        .on('submission_keys')
        .column('created_at')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('submission_keys').execute();
    },
  };
}
