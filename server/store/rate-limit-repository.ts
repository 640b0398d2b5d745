import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/**
 * Submissions counted per key, for SQLite and PostgreSQL alike. A key's window starts at its first
 * hit and lasts `windowMs`, as the Redis counter's does; windows aligned to the clock would let a
 * network send twice the limit across a boundary, and would start a count afresh mid-burst. Every
 * method throws StoreUnavailableError when the database fails.
 */
export class RateLimitRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Counts one submission from `key` in its window (a new one when the last has ended) and answers
   * the count so far and when the window ends. One statement, atomic in the database, so instances
   * sharing one PostgreSQL share the counts.
   */
  countHit(key: string, windowMs: number): Promise<{ hits: number; windowEndsAt: number }> {
    return guardStore(async () => {
      const now = this.#now().getTime();
      const ended = sql<boolean>`lead_rate_limits.window_ends_at <= ${now}`;
      const row = await this.#db
        .insertInto('lead_rate_limits')
        .values({ key, window_ends_at: now + windowMs, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${ended} then 1 else lead_rate_limits.hits + 1 end`,
            window_ends_at: sql<number>`case when ${ended} then excluded.window_ends_at else lead_rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
    });
  }

  /** Forgets counters of windows that have ended. */
  prune(): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .deleteFrom('lead_rate_limits')
        .where('window_ends_at', '<=', this.#now().getTime())
        .execute();
    });
  }
}
