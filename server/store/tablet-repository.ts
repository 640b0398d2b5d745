import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import {
  isTabletId,
  paiseToRupees,
  rupeesToPaise,
  type Tablet,
  type TabletInput,
  type TabletUpdate,
} from '#contract/tablet.ts';
import type { Database, TabletsTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export type UpdateOutcome =
  { status: 'updated'; tablet: Tablet } | { status: 'not-found' } | { status: 'stale'; current: Tablet };

/** The tablet store. Every method throws StoreUnavailableError when the database fails. */
export interface TabletRepository {
  /** All tablets by name (case-insensitive), then id. */
  list(): Promise<Tablet[]>;
  find(id: string): Promise<Tablet | undefined>;
  create(input: TabletInput): Promise<Tablet>;
  /** Saves (and increments the version) when `update.version` is the current one or not given. */
  update(id: string, update: TabletUpdate): Promise<UpdateOutcome>;
  /** False when there was no such tablet. */
  remove(id: string): Promise<boolean>;
  count(): Promise<number>;
}

function isoTimestamp(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

function toTablet(row: Selectable<TabletsTable>): Tablet {
  return {
    id: row.id,
    name: row.name,
    genericName: row.generic_name,
    price: paiseToRupees(Number(row.price_paise)),
    ...(row.description === null ? {} : { description: row.description }),
    version: Number(row.version),
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

/** One implementation for SQLite and PostgreSQL: only portable SQL, built by Kysely with bound parameters. */
export class KyselyTabletRepository implements TabletRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  list(): Promise<Tablet[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('tablets')
        .selectAll()
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
      return rows.map(toTablet);
    });
  }

  find(id: string): Promise<Tablet | undefined> {
    if (!isTabletId(id)) return Promise.resolve(undefined);
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('tablets')
        .selectAll()
        .where('id', '=', id.toLowerCase())
        .executeTakeFirst();
      return row ? toTablet(row) : undefined;
    });
  }

  create(input: TabletInput): Promise<Tablet> {
    return guardStore(async () => {
      const now = this.#now().toISOString();
      const row = await this.#db
        .insertInto('tablets')
        .values({
          id: randomUUID(),
          name: input.name,
          generic_name: input.genericName,
          price_paise: rupeesToPaise(input.price),
          description: input.description ?? null,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTablet(row);
    });
  }

  update(id: string, update: TabletUpdate): Promise<UpdateOutcome> {
    if (!isTabletId(id)) return Promise.resolve({ status: 'not-found' });
    return guardStore(async () => {
      const key = id.toLowerCase();
      let query = this.#db
        .updateTable('tablets')
        .set({
          name: update.name,
          generic_name: update.genericName,
          price_paise: rupeesToPaise(update.price),
          description: update.description ?? null,
          version: sql<number>`version + 1`,
          updated_at: this.#now().toISOString(),
        })
        .where('id', '=', key);
      if (update.version !== undefined) query = query.where('version', '=', update.version);
      const row = await query.returningAll().executeTakeFirst();
      if (row) return { status: 'updated', tablet: toTablet(row) };
      const current = await this.#db
        .selectFrom('tablets')
        .selectAll()
        .where('id', '=', key)
        .executeTakeFirst();
      return current ? { status: 'stale', current: toTablet(current) } : { status: 'not-found' };
    });
  }

  remove(id: string): Promise<boolean> {
    if (!isTabletId(id)) return Promise.resolve(false);
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('tablets')
        .where('id', '=', id.toLowerCase())
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    });
  }

  count(): Promise<number> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('tablets')
        .select((eb) => eb.fn.countAll().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    });
  }
}
