import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export interface PageChange {
  id: number;
  tags: string[];
}

/**
 * The changes of store data that pages show, for every instance's render cache (migration 025).
 * Every method throws StoreUnavailableError when the database fails.
 */
export class PageChangeRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** Saves a change; answers its id. */
  record(tags: readonly string[]): Promise<number> {
    return guardStore(async () => {
      const row = await this.#db
        .insertInto('page_changes')
        .values({ tags: JSON.stringify(tags), changed_at: this.#now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  /** The newest change's id (0 without any), where a new instance starts reading. */
  latestId(): Promise<number> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('page_changes')
        .select((select) => select.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    });
  }

  /** The changes after `id`, oldest first. */
  after(id: number): Promise<PageChange[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('page_changes')
        .select(['id', 'tags'])
        .where('id', '>', id)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: Number(row.id), tags: JSON.parse(row.tags) as string[] }));
    });
  }

  /** Forgets changes older than `ageMs`. */
  prune(ageMs: number): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .deleteFrom('page_changes')
        .where('changed_at', '<', this.#now() - ageMs)
        .execute();
    });
  }
}
