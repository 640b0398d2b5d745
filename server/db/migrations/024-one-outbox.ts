import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * One outbox for every channel (decision 062): each row is a message for one channel (`mail` or
 * `push`), sealed with a key the database does not hold, leased to one instance at a time, retried
 * with a growing delay and dropped unsent once expired. The mails waiting in `mail_outbox` move
 * here. Expand only: `mail_outbox` stays, because an instance of the previous version beside this
 * one still queues and sends there; this version moves what it finds there as it polls, and a later
 * migration drops the table once no version uses it.
 */
export function createOutbox(engine: Engine): Migration {
  const millis = engine === 'postgres' ? 'bigint' : 'integer';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('mail', 'push')`))
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', millis, (column) => column.notNull())
        .addColumn('expires_at', millis, (column) => column.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', millis, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').column('next_attempt_at').execute();
      await sql`
        insert into outbox (id, channel, payload, attempts, next_attempt_at, expires_at, last_error, created_at)
        select id, 'mail', message, attempts, next_attempt_at, expires_at, last_error, created_at from mail_outbox
      `.execute(db);
      await db.deleteFrom('mail_outbox').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await sql`
        insert into mail_outbox (id, message, attempts, next_attempt_at, expires_at, last_error, created_at)
        select id, payload, attempts, next_attempt_at, expires_at, last_error, created_at from outbox
        where channel = 'mail'
      `.execute(db);
      await db.schema.dropTable('outbox').execute();
    },
  };
}
