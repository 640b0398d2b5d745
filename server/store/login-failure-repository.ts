import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** Failed staff sign-ins in the store. Every method throws StoreUnavailableError when the database fails. */
export interface LoginFailureRepository {
  /** Counts one failure at `at` in each of the buckets. */
  record(buckets: readonly string[], at: number): Promise<void>;
  /** The times of the latest `limit` failures in the bucket after `since`, newest first. */
  latest(bucket: string, since: number, limit: number): Promise<number[]>;
  /** Forgets failures at or before `before`. */
  purge(before: number): Promise<void>;
}

export class KyselyLoginFailureRepository implements LoginFailureRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  record(buckets: readonly string[], at: number): Promise<void> {
    return guardStore(async () => {
      if (buckets.length === 0) return;
      await this.#db
        .insertInto('login_failures')
        .values(buckets.map((bucket) => ({ bucket, failed_at: at })))
        .execute();
    });
  }

  latest(bucket: string, since: number, limit: number): Promise<number[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('login_failures')
        .select('failed_at')
        .where('bucket', '=', bucket)
        .where('failed_at', '>', since)
        .orderBy('failed_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.failed_at));
    });
  }

  purge(before: number): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
    });
  }
}
