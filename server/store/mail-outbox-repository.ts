import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export interface QueuedMail {
  id: string;
  /** The message as it was queued: sealed, opened only by the sender. */
  message: string;
  attempts: number;
}

/** Rows of one INSERT when many mails are queued at once: well within either engine's bound values. */
const mailsPerInsert = 500;

function queuedMailRow(message: string, expiresAt: number, now: number) {
  const id = randomBytes(12).toString('base64url');
  return { id, message, next_attempt_at: now, expires_at: expiresAt, created_at: now };
}

/**
 * Queues a sealed message through `db`, due at `now`: a repository's transaction uses it to keep a
 * mail together with what it tells of (a reply is stored and queued, or neither).
 */
export async function insertQueuedMail(
  db: Kysely<Database>,
  message: string,
  expiresAt: number,
  now: number,
): Promise<string> {
  const row = queuedMailRow(message, expiresAt, now);
  await db.insertInto('mail_outbox').values(row).execute();
  return row.id;
}

/**
 * Mails to people waiting for the mail server, for SQLite and PostgreSQL alike: queued with
 * `add`, taken by one instance at a time with `claim`, and gone once `markSent`, or once expired.
 * Every method throws StoreUnavailableError when the database fails.
 */
export class MailOutboxRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, engine: Engine, now: () => number = Date.now) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /** Queues a sealed message, due now, to be dropped unsent after `expiresAt`. */
  add(message: string, expiresAt: number): Promise<string> {
    return guardStore(() => insertQueuedMail(this.#db, message, expiresAt, this.#now()));
  }

  /**
   * Queues sealed messages, due now, to be dropped unsent after `expiresAt`: all of them or none,
   * a few hundred to each INSERT, so a notice to thousands is not thousands of round trips.
   */
  addAll(messages: readonly string[], expiresAt: number): Promise<void> {
    if (messages.length === 0) return Promise.resolve();
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        for (let start = 0; start < messages.length; start += mailsPerInsert)
          await trx
            .insertInto('mail_outbox')
            .values(
              messages
                .slice(start, start + mailsPerInsert)
                .map((message) => queuedMailRow(message, expiresAt, now)),
            )
            .execute();
      }),
    );
  }

  /**
   * Drops expired mails (answering how many), then takes up to `limit` due ones for `leaseMs`:
   * another instance skips them meanwhile, and takes them again if this one dies before it reports.
   */
  claim(limit: number, leaseMs: number): Promise<{ mails: QueuedMail[]; expired: number }> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        const dropped = await trx.deleteFrom('mail_outbox').where('expires_at', '<=', now).executeTakeFirst();
        let due = trx
          .selectFrom('mail_outbox')
          .select(['id', 'message', 'attempts'])
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit);
        if (this.#engine === 'postgres') due = due.forUpdate().skipLocked();
        const rows = await due.execute();
        if (rows.length > 0)
          await trx
            .updateTable('mail_outbox')
            .set({ next_attempt_at: now + leaseMs })
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
        return {
          mails: rows.map((row) => ({ id: row.id, message: row.message, attempts: Number(row.attempts) })),
          expired: Number(dropped.numDeletedRows),
        };
      }),
    );
  }

  /** Every queued mail, sealed: the outbox holds a few at a time, so a scan is cheap. */
  all(): Promise<{ id: string; message: string }[]> {
    return guardStore(() => this.#db.selectFrom('mail_outbox').select(['id', 'message']).execute());
  }

  markSent(id: string): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('mail_outbox').where('id', '=', id).execute();
    });
  }

  markFailed(id: string, retryAt: number, error: string): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .updateTable('mail_outbox')
        .set({
          attempts: sql<number>`attempts + 1`,
          next_attempt_at: retryAt,
          last_error: error.slice(0, 500),
        })
        .where('id', '=', id)
        .execute();
    });
  }

  size(): Promise<number> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    });
  }
}
