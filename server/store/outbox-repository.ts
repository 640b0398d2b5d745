import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** The ways a message leaves the site: a mail through the mail server, or an alert to a staff browser. */
export type Channel = 'mail' | 'push';

/** A message to queue: its channel, its sealed payload, and when it is of no more use. */
export interface NewOutboxRow {
  channel: Channel;
  /** Sealed: opened only by the sender. */
  payload: string;
  /** Milliseconds since the epoch; past it the message is dropped unsent. */
  expiresAt: number;
}

export interface QueuedRow {
  id: string;
  channel: Channel;
  payload: string;
  attempts: number;
}

/** Rows of one INSERT: 6 values each, 30 000 in all, within either engine's bound values (SQLite 32 766, PostgreSQL 65 535). */
const rowsPerInsert = 5_000;

function outboxRow({ channel, payload, expiresAt }: NewOutboxRow, now: number) {
  const id = randomBytes(12).toString('base64url');
  return { id, channel, payload, next_attempt_at: now, expires_at: expiresAt, created_at: now };
}

/**
 * Queues a sealed mail through `db`, due at `now`: a repository's transaction uses it to keep a
 * mail together with what it tells of (a reply is stored and queued, or neither).
 */
export async function insertQueuedMail(
  db: Kysely<Database>,
  message: string,
  expiresAt: number,
  now: number,
): Promise<string> {
  const row = outboxRow({ channel: 'mail', payload: message, expiresAt }, now);
  await db.insertInto('outbox').values(row).execute();
  return row.id;
}

/**
 * Moves the due mails an instance of the version before migration 024 queued in `mail_outbox`,
 * while both versions run side by side, into the outbox.
 */
async function moveLegacyMails(trx: Transaction<Database>, engine: Engine, now: number): Promise<void> {
  let due = trx
    .selectFrom('mail_outbox')
    .select(['id', 'message', 'attempts', 'next_attempt_at', 'expires_at', 'last_error', 'created_at'])
    .where('next_attempt_at', '<=', now);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await due.execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      rows.map(({ message, ...row }) => ({
        ...row,
        channel: 'mail' as const,
        payload: message,
        attempts: Number(row.attempts),
        next_attempt_at: Number(row.next_attempt_at),
        expires_at: Number(row.expires_at),
        created_at: Number(row.created_at),
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await trx
    .deleteFrom('mail_outbox')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}

/**
 * Messages waiting for their channel's transport, for SQLite and PostgreSQL alike: queued with
 * `addAll`, taken by one instance at a time with `claim`, and gone once `markSent`, or once
 * expired. Every method throws StoreUnavailableError when the database fails.
 */
export class OutboxRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, engine: Engine, now: () => number = Date.now) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /** Queues a sealed mail, due now, to be dropped unsent after `expiresAt`. */
  add(message: string, expiresAt: number): Promise<string> {
    return guardStore(() => insertQueuedMail(this.#db, message, expiresAt, this.#now()));
  }

  /**
   * Queues messages of any channels, due now: all of them or none, in one INSERT for up to five
   * thousand, so a notice to thousands is one round trip rather than thousands.
   */
  addAll(rows: readonly NewOutboxRow[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        for (let start = 0; start < rows.length; start += rowsPerInsert)
          await trx
            .insertInto('outbox')
            .values(rows.slice(start, start + rowsPerInsert).map((row) => outboxRow(row, now)))
            .execute();
      }),
    );
  }

  /**
   * Drops expired messages (answering how many), then takes up to `limit` due ones of these
   * channels for `leaseMs`: another instance skips them meanwhile (on PostgreSQL with FOR UPDATE
   * SKIP LOCKED), and takes them again if this one dies before it reports back.
   */
  claim(
    channels: readonly Channel[],
    limit: number,
    leaseMs: number,
  ): Promise<{ rows: QueuedRow[]; expired: number }> {
    if (channels.length === 0) return Promise.resolve({ rows: [], expired: 0 });
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        if (channels.includes('mail')) await moveLegacyMails(trx, this.#engine, now);
        const dropped = await trx
          .deleteFrom('outbox')
          .where('expires_at', '<=', now)
          .where('channel', 'in', channels)
          .executeTakeFirst();
        let due = trx
          .selectFrom('outbox')
          .select(['id', 'channel', 'payload', 'attempts'])
          .where('next_attempt_at', '<=', now)
          .where('channel', 'in', channels)
          .orderBy('next_attempt_at')
          .limit(limit);
        if (this.#engine === 'postgres') due = due.forUpdate().skipLocked();
        const rows = await due.execute();
        if (rows.length > 0)
          await trx
            .updateTable('outbox')
            .set({ next_attempt_at: now + leaseMs })
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        return {
          rows: rows.map((row) => ({ ...row, attempts: Number(row.attempts) })),
          expired: Number(dropped.numDeletedRows),
        };
      }),
    );
  }

  /** Every queued message of the channel, sealed: the outbox holds few at a time, so a scan is cheap. */
  all(channel: Channel): Promise<{ id: string; payload: string }[]> {
    return guardStore(() =>
      this.#db.selectFrom('outbox').select(['id', 'payload']).where('channel', '=', channel).execute(),
    );
  }

  /** Removes the message: its transport took it, or it will never be sent. */
  markSent(id: string): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('outbox').where('id', '=', id).execute();
    });
  }

  markFailed(id: string, retryAt: number, error: string): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .updateTable('outbox')
        .set({
          attempts: sql<number>`attempts + 1`,
          next_attempt_at: retryAt,
          last_error: error.slice(0, 500),
        })
        .where('id', '=', id)
        .execute();
    });
  }

  /** How many messages wait, of one channel or of all. */
  size(channel?: Channel): Promise<number> {
    return guardStore(async () => {
      let query = this.#db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('total'));
      if (channel) query = query.where('channel', '=', channel);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.total);
    });
  }
}
