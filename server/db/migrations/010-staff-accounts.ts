import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Named staff accounts with roles, their sign-in credentials and invitations, and the account each
 * session belongs to. A session opened with the admin key (the owner's break-glass way in) has no
 * account.
 */
export function createStaffAccounts(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('display_name', 'text', (column) => column.notNull())
        .addColumn('roles', 'text', (column) => column.notNull())
        .addColumn('disabled_at', millis)
        .addColumn('created_at', millis, (column) => column.notNull())
        .addColumn('updated_at', millis, (column) => column.notNull())
        .execute();
      // A password (scrypt) with a TOTP second factor; the TOTP secret is sealed with a key the
      // database does not hold. `totp_step` is the last time step accepted, so a code works once.
      await db.schema
        .createTable('staff_credentials')
        .addColumn('account_id', 'text', (column) =>
          column.primaryKey().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('password_hash', 'text')
        .addColumn('totp_secret', 'text')
        .addColumn('totp_step', millis)
        .addColumn('updated_at', millis, (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('account_id', 'text', (column) =>
          column.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('used_at', millis)
        .addPrimaryKeyConstraint('staff_recovery_codes_pk', ['account_id', 'code_hash'])
        .execute();
      // The link of an invitation carries a random token; the row keeps its hash.
      await db.schema
        .createTable('staff_invitations')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) =>
          column.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', millis, (column) => column.notNull())
        .addColumn('expires_at', millis, (column) => column.notNull())
        .addColumn('used_at', millis)
        .execute();
      // Passkeys (WebAuthn): the credential's public key and signature counter.
      await db.schema
        .createTable('staff_passkeys')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) =>
          column.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('counter', millis, (column) => column.notNull())
        .addColumn('transports', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('created_at', millis, (column) => column.notNull())
        .addColumn('last_used_at', millis)
        .execute();
      await db.schema
        .createIndex('staff_passkeys_account')
        .on('staff_passkeys')
        .column('account_id')
        .execute();
      // A WebAuthn challenge waiting for its answer, usable once, on any instance.
      await db.schema
        .createTable('staff_webauthn_challenges')
        .addColumn('challenge', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text')
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('expires_at', millis, (column) => column.notNull())
        .execute();
      await db.schema.alterTable('admin_sessions').addColumn('account_id', 'text').execute();
      await db.schema
        .createIndex('admin_sessions_account')
        .on('admin_sessions')
        .column('account_id')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('admin_sessions_account').execute();
      await db.schema.alterTable('admin_sessions').dropColumn('account_id').execute();
      await db.schema.dropTable('staff_webauthn_challenges').execute();
      await db.schema.dropTable('staff_passkeys').execute();
      await db.schema.dropTable('staff_invitations').execute();
      await db.schema.dropTable('staff_recovery_codes').execute();
      await db.schema.dropTable('staff_credentials').execute();
      await db.schema.dropTable('staff_accounts').execute();
    },
  };
}
