import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * When the person behind a staff session last proved who they are with both factors or a passkey
 * (milliseconds since 1970): at sign-in, and again when they confirm before changing how they sign
 * in. Sessions of the admin key, and those opened before this column, have none.
 */
export function addSessionConfirmation(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema.alterTable('admin_sessions').addColumn('confirmed_at', millis).execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.alterTable('admin_sessions').dropColumn('confirmed_at').execute();
    },
  };
}
