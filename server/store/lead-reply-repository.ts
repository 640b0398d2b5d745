import type { Kysely } from 'kysely';
import { type LeadKind, leadKinds } from '#contract/lead-fields.ts';
import type { Quotation } from '#contract/quotation.ts';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { kindList } from './lead-rows.ts';
import { insertQueuedMail } from './outbox-repository.ts';

export interface NewReply {
  body: string;
  quotation?: Quotation;
  /** Who wrote it; null: the admin key. */
  by: string | null;
  /**
   * The sealed mail to the visitor, when it may be dropped unsent, and the hash of the token of the
   * link to the request it carries; absent: not mailed.
   */
  mail?: { message: string; expiresAt: number; accessTokenHash: string };
}

/**
 * Staff replies in the submissions' threads, for SQLite and PostgreSQL alike. Whether a submission
 * may be answered, and by mail, is the caller's part.
 */
export class LeadReplyRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /**
   * Keeps the reply, sets the submission's first reply time if it had none, and queues its mail,
   * all in one transaction; false when no such submission of these kinds exists.
   */
  add(id: number, reply: NewReply, kinds: readonly LeadKind[] = leadKinds): Promise<boolean> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        let read = trx
          .selectFrom('leads')
          .select('first_reply_at')
          .where('id', '=', id)
          .where('kind', 'in', kindList(kinds));
        // Two first replies at once take turns, so the earlier one stays the first.
        if (this.#engine === 'postgres') read = read.forUpdate();
        const lead = await read.executeTakeFirst();
        if (!lead) return false;
        const now = this.#now();
        await trx
          .insertInto('lead_replies')
          .values({
            lead_id: id,
            at: now.toISOString(),
            author_account_id: reply.by,
            body: reply.body,
            mailed: reply.mail ? 1 : 0,
            quotation: reply.quotation ? JSON.stringify(reply.quotation) : null,
          })
          .execute();
        if (lead.first_reply_at === null)
          await trx
            .updateTable('leads')
            .set({ first_reply_at: now.toISOString() })
            .where('id', '=', id)
            .execute();
        if (reply.mail) {
          await insertQueuedMail(trx, reply.mail.message, reply.mail.expiresAt, now.getTime());
          await trx
            .insertInto('lead_access_tokens')
            .values({ token_hash: reply.mail.accessTokenHash, lead_id: id, created_at: now.toISOString() })
            .execute();
        }
        return true;
      }),
    );
  }
}
