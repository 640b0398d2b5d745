import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

const genesisHash = '0'.repeat(64);

/**
 * The staff audit log, a hash chain, and its head: the one row every writer updates first, which
 * serialises writers on every instance and records the last entry (so a deleted last entry shows)
 * and the last pruned one (where verification starts). Times are milliseconds since 1970.
 */
export function createAuditLog(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('audit_log')
        // Assigned by the writer from the head, never generated: the chain needs no gaps.
        .addColumn('seq', 'integer', (column) => column.primaryKey())
        .addColumn('at', millis, (column) => column.notNull())
        .addColumn('account_id', 'text')
        .addColumn('session_ref', 'text')
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('record_type', 'text')
        .addColumn('record_id', 'text')
        .addColumn('details', 'text', (column) => column.notNull())
        .addColumn('address_hash', 'text')
        .addColumn('prev_hash', 'text', (column) => column.notNull())
        .addColumn('hash', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_account')
        .on('audit_log')
        .columns(['account_id', 'seq'])
        .execute();
      await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'seq']).execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      await db.schema
        .createTable('audit_head')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('last_seq', 'integer', (column) => column.notNull())
        .addColumn('last_hash', 'text', (column) => column.notNull())
        .addColumn('pruned_through_seq', 'integer', (column) => column.notNull())
        .addColumn('pruned_hash', 'text', (column) => column.notNull())
        .addCheckConstraint('audit_head_single_row', sql`id = 1`)
        .execute();
      await db
        .insertInto('audit_head')
        .values({
          id: 1,
          last_seq: 0,
          last_hash: genesisHash,
          pruned_through_seq: 0,
          pruned_hash: genesisHash,
        })
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('audit_head').execute();
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
