import { randomUUID } from 'node:crypto';
import { type Expression, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import {
  isTabletId,
  paiseToRupees,
  rupeesToPaise,
  type Tablet,
  type TabletInput,
  type TabletListAnswer,
  type TabletListQuery,
  type TabletUpdate,
} from '#contract/tablet.ts';
import type { Database, Engine, TabletsTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { foldSearchQuery, tabletSearchText } from '../db/tablet-search-text.ts';
import { TabletTotals } from './tablet-totals.ts';
import { decodeCursor, encodeCursor, sortKeyOf, sortOrder } from './tablet-cursor.ts';
import { likeContaining } from './like-pattern.ts';
import { adminKeyPerson } from './product-publication.ts';
import {
  addTabletProduct,
  addTabletProducts,
  editTabletProduct,
  type ProductEffect,
} from './tablet-product-edits.ts';
import { showProductAsTablet } from './tablet-rows.ts';

export type UpdateOutcome =
  | { status: 'updated'; tablet: Tablet; product?: ProductEffect }
  | { status: 'not-found' }
  | { status: 'stale'; current: Tablet };

/** A tablet just added, with the product it shows. */
export type CreatedTablet = Tablet & { productSlug: string };

export type RemoveOutcome =
  | { status: 'removed'; productSlug?: string }
  | { status: 'not-found' }
  /** The tablet is a product with a page: it is not deleted here. */
  | { status: 'published' };

/** The tablet store. Every method throws StoreUnavailableError when the database fails. */
export interface TabletRepository {
  /** All tablets by name (case-insensitive), then id. */
  list(): Promise<Tablet[]>;
  /**
   * One page of the tablets matching `q`, in `sort` order then by id, after `cursor`. Keyset
   * paging: a page starts after the last row of the previous one, so rows inserted or deleted
   * meanwhile never shift a page. Throws InvalidCursorError for a cursor of another query.
   */
  page(query: TabletListQuery): Promise<TabletListAnswer>;
  /** Stores many tablets, each a product never published, in one statement per batch (bulk seeding). */
  createMany(inputs: readonly TabletInput[], at?: Date): Promise<number>;
  find(id: string): Promise<Tablet | undefined>;
  /** A new tablet: a product never published, whose draft `author` started. */
  create(input: TabletInput, author?: string): Promise<CreatedTablet>;
  /**
   * Saves (and increments the version) when `update.version` is the current one or not given; the
   * product the tablet shows takes the edit (decision 067).
   */
  update(id: string, update: TabletUpdate, author?: string): Promise<UpdateOutcome>;
  /** Deletes a tablet, and the product it shows when that was never published. */
  remove(id: string): Promise<RemoveOutcome>;
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

function newRow(input: TabletInput, at: string) {
  return {
    id: randomUUID(),
    name: input.name,
    generic_name: input.genericName,
    search_text: tabletSearchText(input.name, input.genericName),
    price_paise: rupeesToPaise(input.price),
    description: input.description ?? null,
    version: 1,
    created_at: at,
    updated_at: at,
    product_slug: null,
  };
}

/** An FTS5 phrase: with the trigram tokenizer, a phrase matches exactly where the text contains it. */
function trigramPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** FTS5's trigram index needs at least three characters; shorter searches scan. */
const trigramLength = 3;

/**
 * Above this many trigram matches a page is found by walking the sort order's index (about
 * 51 × rows ÷ matches rows read) rather than by sorting every match: at 100,000 rows the two
 * cost the same near 2,000 matches (measured in decision 024).
 */
const sortedScanFrom = 2_000;

/** Rows per INSERT when bulk seeding: well under SQLite's bound-parameter limit. */
const insertBatchSize = 500;

/**
 * One implementation for SQLite and PostgreSQL, built by Kysely with bound parameters; only the
 * substring search differs (FTS5 trigram table or pg_trgm index), chosen by the engine.
 */
export class KyselyTabletRepository implements TabletRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;
  readonly #totals = new TabletTotals();

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /**
   * The condition for `q`, already folded; exact on both engines, index-assisted where one exists.
   * On SQLite a trigram search with many matches walks the sort order's index and checks each row
   * against the matches (`+rowid` keeps the planner from fetching every match and sorting them): it
   * stops after one page. With few matches, fetching them all and sorting is the cheaper way.
   */
  #matches(q: string, total: number): Expression<SqlBool> {
    if (this.#engine === 'postgres') return sql<SqlBool>`search_text like ${likeContaining(q)}`;
    if ([...q].length < trigramLength) return sql<SqlBool>`instr(search_text, ${q}) > 0`;
    const matching = sql`(select rowid from tablets_search where tablets_search match ${trigramPhrase(q)})`;
    return total > sortedScanFrom
      ? sql<SqlBool>`+tablets.rowid in ${matching}`
      : sql<SqlBool>`tablets.rowid in ${matching}`;
  }

  /** The catalogue's change version and size, kept by triggers on every write (migration 006). */
  async #changes(): Promise<{ version: number; tablets: number }> {
    const { rows } = await sql<{ version: number | string; tablets: number | string }>`
      select version, tablets from tablet_changes where id = 1
    `.execute(this.#db);
    return { version: Number(rows[0]?.version ?? 0), tablets: Number(rows[0]?.tablets ?? 0) };
  }

  /**
   * How many tablets match `q`: without a search, the size the triggers keep; for a search, kept
   * per search while the change version stays the same, else counted together with the version in
   * one statement (one snapshot), so a count is never filed under a version it does not belong to.
   * On SQLite a trigram search is counted from the trigram table alone, without reading a row.
   */
  async #total(q: string): Promise<number> {
    const { version, tablets } = await this.#changes();
    if (!q) return tablets;
    const known = this.#totals.get(version, q);
    if (known !== undefined) return known;
    if (this.#engine === 'sqlite' && [...q].length < trigramLength) {
      const short = await this.#mayHoldShort(q);
      if (!short.possible) {
        this.#totals.set(short.version, q, 0);
        return 0;
      }
    }
    const counting =
      this.#engine === 'sqlite' && [...q].length >= trigramLength
        ? sql`select count(*) from tablets_search where tablets_search match ${trigramPhrase(q)}`
        : sql`select count(*) from tablets where ${this.#matches(q, 0)}`;
    const { rows } = await sql<{ version: number | string; total: number | string }>`
      select (select version from tablet_changes where id = 1) as version, (${counting}) as total
    `.execute(this.#db);
    const total = Number(rows[0]?.total ?? 0);
    this.#totals.set(Number(rows[0]?.version ?? 0), q, total);
    return total;
  }

  /**
   * Whether any tablet can hold `q` of one or two letters (SQLite, migration 006): a trigram
   * starts with it or a text ends with it. Index lookups only, never a scan; `true` is then made
   * exact by counting. Read with the version it belongs to, in one statement.
   */
  async #mayHoldShort(q: string): Promise<{ version: number; possible: boolean }> {
    const beyond = `${q}\u{10FFFF}`;
    const { rows } = await sql<{ version: number; possible: number }>`
      select (select version from tablet_changes where id = 1) as version, (
        exists (select 1 from tablets_search_terms where term >= ${q} and term < ${beyond})
        or exists (select 1 from tablets where substr(search_text, -2) >= ${q} and substr(search_text, -2) < ${beyond})
        or exists (select 1 from tablets where substr(search_text, -1) = ${q})
      ) as possible
    `.execute(this.#db);
    return { version: Number(rows[0]?.version ?? 0), possible: Number(rows[0]?.possible ?? 1) !== 0 };
  }

  page(query: TabletListQuery): Promise<TabletListAnswer> {
    const q = query.q ? foldSearchQuery(query.q) : '';
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort, q);
    const { column, direction } = sortOrder(query.sort);
    return guardStore(async () => {
      const total = await this.#total(q);
      // Nothing matches: no page to look for (a search without trigrams would scan every row).
      if (total === 0) return { tablets: [], nextCursor: null, total };
      // The page's ids first, from the sort order's index alone where it carries search_text (an
      // index-only scan on PostgreSQL), then those rows: no table read for a row that is skipped.
      let ids = this.#db.selectFrom('tablets').select('id');
      if (q) ids = ids.where(this.#matches(q, total));
      if (after) {
        const comparison = direction === 'asc' ? sql`>` : sql`<`;
        ids = ids.where(sql<SqlBool>`(${sql.ref(column)}, id) ${comparison} (${after.key}, ${after.id})`);
      }
      const page = await this.#db
        .selectFrom('tablets')
        .selectAll()
        .where(
          'id',
          'in',
          ids
            .orderBy(sql.ref(column), direction)
            .orderBy('id', direction)
            .limit(query.limit + 1),
        )
        .orderBy(sql.ref(column), direction)
        .orderBy('id', direction)
        .execute();
      const shown = page.slice(0, query.limit);
      const last = shown.at(-1);
      const hasMore = page.length > query.limit && last !== undefined;
      return {
        tablets: shown.map(toTablet),
        nextCursor: hasMore
          ? encodeCursor({ sort: query.sort, q, key: sortKeyOf(last, query.sort), id: last.id })
          : null,
        total,
      };
    });
  }

  createMany(inputs: readonly TabletInput[], at: Date = this.#now()): Promise<number> {
    return guardStore(async () => {
      const stamp = at.toISOString();
      // One transaction: one sync to disk for the lot instead of one per batch.
      await this.#db.transaction().execute(async (trx) => {
        // Each a product never published, as one added on /tablets: the master holds every tablet.
        const slugs = await addTabletProducts(trx, this.#engine, inputs, { author: adminKeyPerson, at });
        for (let start = 0; start < inputs.length; start += insertBatchSize) {
          const batch = inputs
            .slice(start, start + insertBatchSize)
            .map((input, offset) => ({ ...newRow(input, stamp), product_slug: slugs[start + offset]! }));
          await trx.insertInto('tablets').values(batch).execute();
        }
      });
      // Fresh planner statistics, or PostgreSQL keeps planning for the empty tables it knew; and a
      // visibility map, without which no index-only scan skips the table.
      if (this.#engine === 'postgres') {
        await sql`vacuum (analyze) tablets`.execute(this.#db);
        await sql`vacuum (analyze) products`.execute(this.#db);
      }
      return inputs.length;
    });
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

  create(input: TabletInput, author: string = adminKeyPerson): Promise<CreatedTablet> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const at = this.#now();
        const productSlug = await addTabletProduct(trx, this.#engine, { tablet: input, author, at });
        await showProductAsTablet(trx, productSlug, at);
        const row = await trx
          .selectFrom('tablets')
          .selectAll()
          .where('product_slug', '=', productSlug)
          .executeTakeFirstOrThrow();
        return { ...toTablet(row), productSlug };
      }),
    );
  }

  update(id: string, update: TabletUpdate, author: string = adminKeyPerson): Promise<UpdateOutcome> {
    if (!isTabletId(id)) return Promise.resolve({ status: 'not-found' });
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<UpdateOutcome> => {
        const key = id.toLowerCase();
        const current = await trx
          .selectFrom('tablets')
          .selectAll()
          .where('id', '=', key)
          .$if(this.#engine === 'postgres', (read) => read.forUpdate())
          .executeTakeFirst();
        if (!current) return { status: 'not-found' };
        if (update.version !== undefined && update.version !== Number(current.version))
          return { status: 'stale', current: toTablet(current) };
        const at = this.#now();
        let product: ProductEffect | undefined;
        if (current.product_slug !== null) {
          const edit = await editTabletProduct(trx, current.product_slug, update, current.generic_name, {
            author,
            at,
            lock: this.#engine === 'postgres',
          });
          product = edit;
        }
        const row = await trx
          .updateTable('tablets')
          .set({
            name: update.name,
            generic_name: update.genericName,
            search_text: tabletSearchText(update.name, update.genericName),
            price_paise: rupeesToPaise(update.price),
            description: update.description ?? null,
            // One more than the version the editor saw, whatever the product's own change did to the row.
            version: Number(current.version) + 1,
            updated_at: at.toISOString(),
          })
          .where('id', '=', key)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { status: 'updated', tablet: toTablet(row), ...(product ? { product } : {}) };
      }),
    );
  }

  remove(id: string): Promise<RemoveOutcome> {
    if (!isTabletId(id)) return Promise.resolve({ status: 'not-found' });
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<RemoveOutcome> => {
        const key = id.toLowerCase();
        const row = await trx
          .selectFrom('tablets')
          .select(['id', 'product_slug'])
          .where('id', '=', key)
          .executeTakeFirst();
        if (!row) return { status: 'not-found' };
        const slug = row.product_slug;
        if (slug !== null) {
          const product = await trx
            .selectFrom('products')
            .select('version')
            .where('slug', '=', slug)
            .executeTakeFirst();
          if (product && Number(product.version) > 0) return { status: 'published' };
        }
        await trx.deleteFrom('tablets').where('id', '=', key).execute();
        if (slug === null) return { status: 'removed' };
        await trx.deleteFrom('products').where('slug', '=', slug).execute();
        return { status: 'removed', productSlug: slug };
      }),
    );
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
