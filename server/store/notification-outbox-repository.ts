import { type Kysely, sql } from 'kysely';
import type { LeadDetail } from '#contract/inbox.ts';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { toDetail } from './lead-rows.ts';

export interface OutboxEntry {
  lead: LeadDetail;
  attempts: number;
}

/**
 * The staff notification mails of new submissions still to send, for SQLite and PostgreSQL alike. LeadRepository.create
 * queues one in the transaction that stores its submission; a row leaves only through
 * `markNotified`, so each is sent at least once. Every method throws StoreUnavailableError when
 * the database fails.
 */
export class NotificationOutboxRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /**
   * Takes up to `limit` due notifications for this instance for `leaseMs`: another instance skips
   * them meanwhile (on PostgreSQL with FOR UPDATE SKIP LOCKED), and takes them again if this one
   * dies before it reports back.
   */
  claim(limit: number, leaseMs: number): Promise<OutboxEntry[]> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now().getTime();
        let due = trx
          .selectFrom('lead_outbox')
          .select(['lead_id', 'attempts'])
          .where('next_attempt_at', '<=', now)
          .orderBy('next_attempt_at')
          .limit(limit);
        if (this.#engine === 'postgres') due = due.forUpdate().skipLocked();
        const rows = await due.execute();
        if (rows.length === 0) return [];
        await trx
          .updateTable('lead_outbox')
          .set({ next_attempt_at: now + leaseMs })
          .where(
            'lead_id',
            'in',
            rows.map((row) => row.lead_id),
          )
          .execute();
        const entries: OutboxEntry[] = [];
        for (const row of rows) {
          const lead = await trx
            .selectFrom('leads')
            .selectAll()
            .where('id', '=', row.lead_id)
            .executeTakeFirst();
          if (lead) entries.push({ lead: await toDetail(trx, lead), attempts: Number(row.attempts) });
        }
        return entries;
      }),
    );
  }

  markNotified(leadId: number): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('lead_outbox').where('lead_id', '=', leadId).execute();
    });
  }

  markNotifyFailed(leadId: number, retryAt: number, error: string): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .updateTable('lead_outbox')
        .set({
          attempts: sql<number>`attempts + 1`,
          next_attempt_at: retryAt,
          last_error: error.slice(0, 500),
        })
        .where('lead_id', '=', leadId)
        .execute();
    });
  }

  size(): Promise<number> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('lead_outbox')
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    });
  }
}
