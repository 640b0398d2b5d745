import type { KeyObject } from 'node:crypto';
import { type Batch, batchNumberSchema } from '#contract/batches.ts';
import type { PackCheckResult, PackRecordFacts } from '#contract/pack-checks.ts';
import type { BatchRepository } from '../store/batch-repository.ts';
import type { PackSightingRepository } from '../store/pack-sighting-repository.ts';
import type { ProductRepository } from '../store/product-repository.ts';
import { readPackCode } from './pack-code.ts';
import { packRecordFacts } from './pack-record.ts';

/** What a check found: the result, and for a batch of ours its record and the pack's serial. */
export interface PackAnswer {
  result: PackCheckResult;
  batch?: Batch;
  record?: PackRecordFacts;
  serial?: number;
}

/** What a person asked about: the code of a pack, or a product and the batch number on its pack. */
export type PackQuestion = { code: string } | { productSlug: string; batchNumber: string };

/** What a check reads, and where the question came from (a keyed hash of the network). */
export interface PackLookup {
  batches: BatchRepository;
  sightings: PackSightingRepository;
  products: ProductRepository;
  /** Every key a printed code may name, by number. */
  publicKeys: ReadonlyMap<number, KeyObject>;
  network: string;
}

/** A recall or a batch held back outranks the date; the date outranks a plain "ours". */
async function answerFor(
  lookup: PackLookup,
  batch: Batch,
  found: 'genuine' | 'seen-often' | 'batch-found',
  serial?: number,
): Promise<PackAnswer> {
  const result: PackCheckResult =
    batch.status === 'recalled'
      ? 'recalled'
      : batch.status === 'quarantined'
        ? 'not-released'
        : batch.expired
          ? 'expired'
          : found;
  const product = (await lookup.products.bySlug(batch.productSlug))?.record;
  return { result, batch, record: packRecordFacts(batch, product), ...(serial !== undefined && { serial }) };
}

/**
 * Checks a pack against what we made: a code must carry our signature and name a serial we gave a
 * label; a batch number must be one of ours for that product. Nothing else is looked up, so a check
 * never tells anyone which batches or serials exist beyond the one asked about. A genuine code's
 * check is counted by network until its batch expires: one seen more than a pack is checked is
 * answered as perhaps copied.
 */
export async function checkPack(question: PackQuestion, lookup: PackLookup): Promise<PackAnswer> {
  const { batches } = lookup;
  if ('code' in question) {
    const reading = readPackCode(question.code, lookup.publicKeys);
    if (!reading.valid) return { result: 'not-found' };
    const batch = await batches.find(reading.batchId);
    if (!batch || reading.serial > batch.labelsIssued) return { result: 'not-found' };
    // An expired pack is answered as expired however often it is checked: its checks are not counted.
    if (batch.expired) return answerFor(lookup, batch, 'genuine', reading.serial);
    const sightings = await lookup.sightings.record(batch.id, reading.serial, lookup.network);
    return answerFor(lookup, batch, sightings.seenOften ? 'seen-often' : 'genuine', reading.serial);
  }
  const number = batchNumberSchema.safeParse(question.batchNumber);
  if (!number.success) return { result: 'not-found' };
  const batch = await batches.findByNumber(question.productSlug, number.data);
  return batch ? answerFor(lookup, batch, 'batch-found') : { result: 'not-found' };
}
