import { type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import {
  type Batch,
  type BatchInput,
  type BatchListAnswer,
  type BatchListQuery,
  batchMessages,
  type BatchSort,
  batchSorts,
  type BatchStatus,
  type BatchUpdate,
} from '#contract/batches.ts';
import { manufacturingSites } from '#contract/company.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import type { BatchesTable, Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { iso } from './lead-rows.ts';
import { likeContaining } from './like-pattern.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { productNamesOf, productSlugsNaming } from './product-repository.ts';

export type BatchSaveOutcome =
  | { status: 'saved'; batch: Batch; before?: Batch }
  | { status: 'not-found' }
  | { status: 'stale' }
  | { status: 'taken' }
  /** The quantity asked for is below the packs already labelled. */
  | { status: 'below-labels'; labelled: number };

export type SerialsOutcome =
  | { status: 'issued'; batch: Batch; firstSerial: number }
  | { status: 'not-found' }
  | { status: 'too-many'; left: number };

/** Rows per INSERT of an import: well under SQLite's bound-parameter limit. */
const insertBatchSize = 500;

/** Thrown inside an import's transaction to undo it: these inputs' numbers were taken meanwhile. */
class NumbersTaken extends Error {
  readonly indexes: number[];

  constructor(indexes: number[]) {
    super('batch numbers taken');
    this.indexes = indexes;
  }
}

/** Each order of the list as a column and a direction; ties go by id, the same way. */
const batchOrders: Record<
  BatchSort,
  { column: 'id' | 'expires_on' | 'batch_number'; direction: 'asc' | 'desc' }
> = {
  newest: { column: 'id', direction: 'desc' },
  expiresOn: { column: 'expires_on', direction: 'asc' },
  '-expiresOn': { column: 'expires_on', direction: 'desc' },
  batchNumber: { column: 'batch_number', direction: 'asc' },
  '-batchNumber': { column: 'batch_number', direction: 'desc' },
};

/** The last row's place in its order: its key there (none in the order of ids) and its id. */
const cursorSchema = z.strictObject({
  q: z.string(),
  s: z.string(),
  o: z.enum(batchSorts),
  k: z.string().optional(),
  i: z.int().positive(),
});
type BatchCursor = z.infer<typeof cursorSchema>;

const decodeCursor = (cursor: string, q: string, state: string, sort: BatchSort): BatchCursor =>
  decodeListCursor(
    cursor,
    cursorSchema,
    batchMessages.cursor,
    (position) =>
      position.q === q &&
      position.s === state &&
      position.o === sort &&
      // A key exactly in the orders by a column other than the id.
      (position.k === undefined) === (batchOrders[sort].column === 'id'),
  );

function rowValues(input: BatchInput) {
  return {
    product_slug: input.productSlug,
    batch_number: input.batchNumber,
    manufactured_on: input.manufacturedOn,
    expires_on: input.expiresOn,
    quantity: input.quantity,
    site_id: input.siteId,
    status: input.status,
  };
}

/**
 * Batches of the catalogue's products, for SQLite and PostgreSQL alike. Whether a batch has expired
 * is worked out from its date in India at the moment of reading, never stored.
 */
export class BatchRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /** The batches of these rows, each with its product's name from the product master. */
  async #toBatches(db: Kysely<Database>, rows: Selectable<BatchesTable>[]): Promise<Batch[]> {
    const names = await productNamesOf(
      db,
      rows.map((row) => row.product_slug),
    );
    return rows.map((row) => this.#toBatch(row, names.get(row.product_slug) ?? row.product_slug));
  }

  async #toOneBatch(db: Kysely<Database>, row: Selectable<BatchesTable>): Promise<Batch> {
    return (await this.#toBatches(db, [row]))[0]!;
  }

  #toBatch(row: Selectable<BatchesTable>, productName: string): Batch {
    const site = manufacturingSites.find((candidate) => candidate.id === row.site_id);
    return {
      id: Number(row.id),
      productSlug: row.product_slug,
      productName,
      batchNumber: row.batch_number,
      manufacturedOn: row.manufactured_on,
      expiresOn: row.expires_on,
      quantity: Number(row.quantity),
      siteId: row.site_id,
      licenceNumber: site?.licenceNumber ?? '',
      status: row.status as BatchStatus,
      labelsIssued: Number(row.labels_issued),
      packsSeenOften: Number(row.packs_seen_often),
      expired: row.expires_on < todayInIst(this.#now()),
      version: Number(row.version),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }

  /**
   * In the order asked (newest first unless told); `q` matches part of the batch number or of the
   * product's name, now or before a rename.
   */
  page(query: BatchListQuery): Promise<BatchListAnswer> {
    const q = query.q ?? '';
    const state = query.state ?? '';
    const sort = query.sort ?? 'newest';
    const { column, direction } = batchOrders[sort];
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, q, state, sort);
    const today = todayInIst(this.#now());
    return guardStore(async () => {
      let matching = this.#db.selectFrom('batches');
      if (q) {
        matching = matching.where((eb) =>
          eb.or([
            eb(sql`upper(batch_number)`, 'like', likeContaining(q.toUpperCase())),
            eb('product_slug', 'in', productSlugsNaming(this.#db, this.#engine, q)),
          ]),
        );
      }
      if (state === 'expired')
        matching = matching.where('expires_on', '<', today).where('status', '!=', 'recalled');
      else if (state === 'released')
        matching = matching.where('status', '=', 'released').where('expires_on', '>=', today);
      else if (state === 'seen-often') matching = matching.where('packs_seen_often', '>', 0);
      else if (state) matching = matching.where('status', '=', state);
      const counted = await matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
      const beyond = direction === 'asc' ? sql`>` : sql`<`;
      const rows = await matching
        .selectAll()
        .$if(after !== undefined, (rows) =>
          column === 'id'
            ? rows.where(sql<SqlBool>`id ${beyond} ${after!.i}`)
            : rows.where(sql<SqlBool>`(${sql.ref(column)}, id) ${beyond} (${after!.k!}, ${after!.i})`),
        )
        .$if(column !== 'id', (rows) => rows.orderBy(sql.ref(column), direction))
        .orderBy('id', direction)
        .limit(query.limit + 1)
        .execute();
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        batches: await this.#toBatches(this.#db, shown),
        nextCursor:
          rows.length > query.limit && last
            ? encodeListCursor({
                q,
                s: state,
                o: sort,
                ...(column === 'id' ? {} : { k: String(last[column]) }),
                i: Number(last.id),
              } satisfies BatchCursor)
            : null,
        total: Number(counted.total),
      };
    });
  }

  find(id: number): Promise<Batch | undefined> {
    return guardStore(async () => {
      const row = await this.#db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? this.#toOneBatch(this.#db, row) : undefined;
    });
  }

  /** The batch of this number of this product, if we made one. */
  findByNumber(productSlug: string, batchNumber: string): Promise<Batch | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('batches')
        .selectAll()
        .where('product_slug', '=', productSlug)
        .where('batch_number', '=', batchNumber)
        .executeTakeFirst();
      return row ? this.#toOneBatch(this.#db, row) : undefined;
    });
  }

  /** Records a batch; `taken` when the product already has a batch of that number. */
  create(input: BatchInput): Promise<BatchSaveOutcome> {
    return guardStore(async () => {
      const at = this.#now().toISOString();
      const row = await this.#db
        .insertInto('batches')
        .values({ ...rowValues(input), version: 1, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? { status: 'saved', batch: await this.#toOneBatch(this.#db, row) } : { status: 'taken' };
    });
  }

  /** Saves when `update.version` is the current one, and returns what the batch was before. */
  update(id: number, update: BatchUpdate): Promise<BatchSaveOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<BatchSaveOutcome> => {
        const before = await trx
          .selectFrom('batches')
          .selectAll()
          .where('id', '=', id)
          // PostgreSQL holds the row until the transaction ends; SQLite's one writer already does.
          .$if(this.#engine === 'postgres', (read) => read.forUpdate())
          .executeTakeFirst();
        if (!before) return { status: 'not-found' };
        if (Number(before.version) !== update.version) return { status: 'stale' };
        if (update.quantity < Number(before.labels_issued))
          return { status: 'below-labels', labelled: Number(before.labels_issued) };
        const clash = await trx
          .selectFrom('batches')
          .select('id')
          .where('product_slug', '=', update.productSlug)
          .where('batch_number', '=', update.batchNumber)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (clash) return { status: 'taken' };
        const row = await trx
          .updateTable('batches')
          .set({
            ...rowValues(update),
            version: sql<number>`version + 1`,
            updated_at: this.#now().toISOString(),
          })
          .where('id', '=', id)
          .where('version', '=', update.version)
          .returningAll()
          .executeTakeFirst();
        if (!row) return { status: 'stale' };
        const [batch, previous] = await this.#toBatches(trx, [row, before]);
        return { status: 'saved', batch: batch!, before: previous! };
      }),
    );
  }

  /**
   * Hands out the next `count` serials of the batch, each once: never past the quantity made, and
   * atomically, so two sheets made at once never share a serial.
   */
  issueSerials(id: number, count: number): Promise<SerialsOutcome> {
    return guardStore(async () => {
      const row = await this.#db
        .updateTable('batches')
        .set({ labels_issued: sql<number>`labels_issued + ${count}` })
        .where('id', '=', id)
        .where(sql<boolean>`labels_issued + ${count} <= quantity`)
        .returningAll()
        .executeTakeFirst();
      if (row) {
        const batch = await this.#toOneBatch(this.#db, row);
        return { status: 'issued', batch, firstSerial: batch.labelsIssued - count + 1 };
      }
      const current = await this.#db
        .selectFrom('batches')
        .select(['quantity', 'labels_issued'])
        .where('id', '=', id)
        .executeTakeFirst();
      return current
        ? { status: 'too-many', left: Number(current.quantity) - Number(current.labels_issued) }
        : { status: 'not-found' };
    });
  }

  /**
   * Records every batch, or none: `taken` lists the indexes of inputs whose product already has a
   * batch of that number in the store (the file's own repeats are found while reading it).
   */
  createMany(
    inputs: readonly BatchInput[],
  ): Promise<{ status: 'saved'; ids: number[] } | { status: 'taken'; indexes: number[] }> {
    return guardStore(async () => {
      const at = this.#now().toISOString();
      const keyOf = (input: BatchInput) => `${input.productSlug}\n${input.batchNumber}`;
      try {
        const ids = await this.#db.transaction().execute(async (trx) => {
          const stored: number[] = [];
          for (let start = 0; start < inputs.length; start += insertBatchSize) {
            const slice = inputs.slice(start, start + insertBatchSize);
            const rows = await trx
              .insertInto('batches')
              .values(
                slice.map((input) => ({ ...rowValues(input), version: 1, created_at: at, updated_at: at })),
              )
              .onConflict((conflict) => conflict.doNothing())
              .returning(['id', 'product_slug', 'batch_number'])
              .execute();
            if (rows.length < slice.length) {
              const inserted = new Set(rows.map((row) => `${row.product_slug}\n${row.batch_number}`));
              throw new NumbersTaken(
                slice.flatMap((input, index) => (inserted.has(keyOf(input)) ? [] : [start + index])),
              );
            }
            stored.push(...rows.map((row) => Number(row.id)));
          }
          return stored;
        });
        return { status: 'saved', ids };
      } catch (error) {
        if (error instanceof NumbersTaken) return { status: 'taken', indexes: error.indexes };
        throw error;
      }
    });
  }
}
