import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/**
 * Submissions counted per key in fixed windows, for SQLite and PostgreSQL alike. Every method
 * throws StoreUnavailableError when the database fails.
 */
export class RateLimitRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Counts one submission from `key` in its fixed window and answers the count so far and when the
   * window ends. Atomic in the database, so instances sharing one PostgreSQL share the counts.
   */
  countHit(key: string, windowMs: number): Promise<{ hits: number; windowEndsAt: number }> {
    return guardStore(async () => {
      const now = this.#now().getTime();
      const windowEndsAt = (Math.floor(now / windowMs) + 1) * windowMs;
      const row = await this.#db
        .insertInto('lead_rate_limits')
        .values({ key: `${key}:${windowEndsAt}`, window_ends_at: windowEndsAt, hits: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ hits: sql<number>`lead_rate_limits.hits + 1` }),
        )
        .returning(['hits'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), windowEndsAt };
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
