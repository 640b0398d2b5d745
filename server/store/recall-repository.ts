import { type Kysely, type Selectable, sql } from 'kysely';
import {
  type Recall,
  type RecallClass,
  type RecallInput,
  recallLimits,
  type RecallReason,
  type RecallStatus,
  type RecallUpdate,
} from '#contract/recalls.ts';
import type { Database, Engine, RecallsTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { iso } from './lead-rows.ts';
import { productNamesOf } from './product-repository.ts';

export type RecallPublishOutcome =
  | { status: 'published'; recall: Recall }
  /** Batch numbers the product has no batch of, as sent. */
  | { status: 'unknown-batches'; numbers: string[] };

export type RecallSaveOutcome =
  { status: 'saved'; recall: Recall; before: Recall } | { status: 'not-found' } | { status: 'stale' };

type RecallBatch = Recall['batches'][number];

function noticeValues(notice: RecallUpdate | RecallInput) {
  return {
    recall_class: notice.recallClass,
    reason: notice.reason,
    details: notice.details,
    patient_action: notice.patientAction,
    pharmacy_action: notice.pharmacyAction,
    doctor_action: notice.doctorAction,
  };
}

/**
 * Recall notices and the batches they name, for SQLite and PostgreSQL alike. Publishing a notice
 * marks its batches recalled in the same transaction, so every instance answers from the store
 * with both or neither.
 */
export class RecallRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  async #batchesOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, RecallBatch[]>> {
    const named = new Map<number, RecallBatch[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return named;
    const rows = await db
      .selectFrom('recall_batches')
      .innerJoin('batches', 'batches.id', 'recall_batches.batch_id')
      .select(['recall_batches.recall_id', 'batches.id', 'batches.batch_number', 'batches.expires_on'])
      .where('recall_batches.recall_id', 'in', ids)
      .orderBy('batches.batch_number')
      .execute();
    for (const row of rows)
      named.get(Number(row.recall_id))?.push({
        id: Number(row.id),
        batchNumber: row.batch_number,
        expiresOn: row.expires_on,
      });
    return named;
  }

  async #withBatches(db: Kysely<Database>, rows: Selectable<RecallsTable>[]): Promise<Recall[]> {
    const batches = await this.#batchesOf(
      db,
      rows.map((row) => Number(row.id)),
    );
    const names = await productNamesOf(
      db,
      rows.map((row) => row.product_slug),
    );
    return rows.map((row) => ({
      id: Number(row.id),
      productSlug: row.product_slug,
      productName: names.get(row.product_slug) ?? row.product_slug,
      batches: batches.get(Number(row.id)) ?? [],
      recallClass: row.recall_class as RecallClass,
      reason: row.reason as RecallReason,
      details: row.details,
      patientAction: row.patient_action,
      pharmacyAction: row.pharmacy_action,
      doctorAction: row.doctor_action,
      status: row.status as RecallStatus,
      publishedAt: iso(row.published_at),
      completedAt: row.completed_at === null ? null : iso(row.completed_at),
      version: Number(row.version),
      updatedAt: iso(row.updated_at),
    }));
  }

  /** Newest first, open and completed. */
  list(): Promise<Recall[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('recalls')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(recallLimits.listMax)
        .execute();
      return this.#withBatches(this.#db, rows);
    });
  }

  find(id: number): Promise<Recall | undefined> {
    return guardStore(async () => {
      const row = await this.#db.selectFrom('recalls').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await this.#withBatches(this.#db, [row]))[0] : undefined;
    });
  }

  /** The latest notice that recalls this batch, if one does. */
  forBatch(batchId: number): Promise<Recall | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('recalls')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb.selectFrom('recall_batches').select('recall_id').where('batch_id', '=', batchId),
        )
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? (await this.#withBatches(this.#db, [row]))[0] : undefined;
    });
  }

  /** The open notices, newest first: what product pages show a banner for. */
  open(): Promise<Recall[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('recalls')
        .selectAll()
        .where('status', '=', 'open')
        .orderBy('id', 'desc')
        .execute();
      return this.#withBatches(this.#db, rows);
    });
  }

  /**
   * Publishes the notice and marks its batches recalled, or does nothing and names the batch
   * numbers the product has no batch of.
   */
  publish(input: RecallInput): Promise<RecallPublishOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<RecallPublishOutcome> => {
        const found = await trx
          .selectFrom('batches')
          .select(['id', 'batch_number'])
          .where('product_slug', '=', input.productSlug)
          .where('batch_number', 'in', input.batchNumbers)
          .execute();
        const known = new Set(found.map((row) => row.batch_number));
        const unknown = input.batchNumbers.filter((number) => !known.has(number));
        if (unknown.length > 0) return { status: 'unknown-batches', numbers: unknown };
        const at = this.#now().toISOString();
        const row = await trx
          .insertInto('recalls')
          .values({
            product_slug: input.productSlug,
            ...noticeValues(input),
            status: 'open',
            published_at: at,
            completed_at: null,
            version: 1,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const ids = found.map((batch) => Number(batch.id));
        await trx
          .insertInto('recall_batches')
          .values(ids.map((batchId) => ({ recall_id: Number(row.id), batch_id: batchId })))
          .execute();
        await trx
          .updateTable('batches')
          .set({ status: 'recalled', version: sql<number>`version + 1`, updated_at: at })
          .where('id', 'in', ids)
          .where('status', '!=', 'recalled')
          .execute();
        return { status: 'published', recall: (await this.#withBatches(trx, [row]))[0]! };
      }),
    );
  }

  /** Saves when `update.version` is the current one; completing a notice dates it. */
  update(id: number, update: RecallUpdate): Promise<RecallSaveOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<RecallSaveOutcome> => {
        const before = await trx
          .selectFrom('recalls')
          .selectAll()
          .where('id', '=', id)
          .$if(this.#engine === 'postgres', (read) => read.forUpdate())
          .executeTakeFirst();
        if (!before) return { status: 'not-found' };
        if (Number(before.version) !== update.version) return { status: 'stale' };
        const at = this.#now().toISOString();
        const row = await trx
          .updateTable('recalls')
          .set({
            ...noticeValues(update),
            status: update.status,
            completed_at:
              update.status === 'completed' ? (before.completed_at ? iso(before.completed_at) : at) : null,
            version: sql<number>`version + 1`,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('version', '=', update.version)
          .returningAll()
          .executeTakeFirst();
        if (!row) return { status: 'stale' };
        const [saved, previous] = await this.#withBatches(trx, [row, before]);
        return { status: 'saved', recall: saved!, before: previous! };
      }),
    );
  }
}
