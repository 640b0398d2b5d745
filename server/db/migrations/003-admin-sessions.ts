import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Staff sessions held by the store, so that every instance sees a sign-out at once. The cookie
 * carries a random id; the row keeps only its hash. Times are milliseconds since 1970.
 */
export function createAdminSessions(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('admin_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('key_fingerprint', 'text', (column) => column.notNull())
        .addColumn('client_address', 'text', (column) => column.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', millis, (column) => column.notNull())
        .addColumn('last_used_at', millis, (column) => column.notNull())
        .addColumn('expires_at', millis, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('admin_sessions_expiry')
        .on('admin_sessions')
        .column('expires_at')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('admin_sessions').execute();
    },
  };
}
