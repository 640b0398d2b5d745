import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Failed staff sign-ins, one row per failure and per bucket it counts in (a device, an address,
 * all untrusted clients), kept only as long as the limit's window.
 */
export function createLoginAttempts(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('login_failures')
        .addColumn('bucket', 'text', (column) => column.notNull())
        .addColumn('failed_at', millis, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_bucket_time')
        .on('login_failures')
        .columns(['bucket', 'failed_at'])
        .execute();
      await db.schema.createIndex('login_failures_time').on('login_failures').column('failed_at').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('login_failures').execute();
    },
  };
}
