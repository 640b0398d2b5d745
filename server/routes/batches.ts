import type { FastifyInstance } from 'fastify';
import { type Batch, batchEndpoints, batchMessages } from '#contract/batches.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { manufacturedInFuture, readBatchCsv } from '../packs/batch-csv.ts';
import { batchProduct } from '../packs/batch-products.ts';
import { type BatchRepository, InvalidBatchCursorError } from '../store/batch-repository.ts';

const auditedKeys = [
  'productSlug',
  'batchNumber',
  'manufacturedOn',
  'expiresOn',
  'quantity',
  'siteId',
  'status',
] as const satisfies readonly (keyof Batch)[];

const audited = (batch: Batch) => Object.fromEntries(auditedKeys.map((key) => [key, batch[key]]));

/** The fields a change touched, before and after. */
function changedFields(before: Batch, after: Batch) {
  const keys = auditedKeys.filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** What the contract cannot check alone: the product is in the catalogue, the batch not made in the future. */
function checkBatch(input: { productSlug: string; manufacturedOn: string }, now: Date) {
  if (!batchProduct(input.productSlug))
    throw new RequestError(400, 'Invalid fields', { productSlug: batchMessages.productUnknown });
  if (manufacturedInFuture(input, todayInIst(now)))
    throw new RequestError(400, 'Invalid fields', { manufacturedOn: batchMessages.manufacturedInFuture });
}

/** Batches of the catalogue's products: staff with the catalogue role record, correct and import them. */
export function registerBatchRoutes(
  app: FastifyInstance,
  batches: BatchRepository,
  audit: AuditLog,
  now: () => number,
) {
  registerEndpoint(app, batchEndpoints.list, async (request) => {
    try {
      return await batches.page(request.query);
    } catch (error) {
      if (error instanceof InvalidBatchCursorError)
        throw new RequestError(400, error.message, { cursor: error.message });
      throw error;
    }
  });

  registerEndpoint(app, batchEndpoints.create, async (request, reply) => {
    checkBatch(request.body, new Date(now()));
    const outcome = await batches.create(request.body);
    if (outcome.status !== 'saved') throw new RequestError(409, batchMessages.batchNumberTaken);
    await audit.record(staffActor(request), {
      action: 'batch.create',
      recordType: 'batch',
      recordId: String(outcome.batch.id),
      details: { after: audited(outcome.batch) },
    });
    return reply.code(201).send({ batch: outcome.batch });
  });

  registerEndpoint(app, batchEndpoints.update, async (request) => {
    checkBatch(request.body, new Date(now()));
    const outcome = await batches.update(request.params.id, request.body);
    if (outcome.status === 'not-found') throw new RequestError(404, batchMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, batchMessages.staleVersion);
    if (outcome.status === 'taken') throw new RequestError(409, batchMessages.batchNumberTaken);
    await audit.record(staffActor(request), {
      action: 'batch.update',
      recordType: 'batch',
      recordId: String(outcome.batch.id),
      details: outcome.before
        ? changedFields(outcome.before, outcome.batch)
        : { after: audited(outcome.batch) },
    });
    return { batch: outcome.batch };
  });

  registerEndpoint(app, batchEndpoints.importCsv, async (request, reply) => {
    const reading = readBatchCsv(request.body.csv, todayInIst(new Date(now())));
    if ('problems' in reading) throw new RequestError(400, batchMessages.importInvalid, reading.problems);
    const outcome = await batches.createMany(reading.rows.map((row) => row.input));
    if (outcome.status === 'taken')
      throw new RequestError(
        400,
        batchMessages.importInvalid,
        Object.fromEntries(
          outcome.indexes.map((index) => [
            `line ${reading.rows[index]!.line}`,
            `batch_number: ${batchMessages.batchNumberTaken}`,
          ]),
        ),
      );
    await audit.record(staffActor(request), {
      action: 'batch.import',
      recordType: 'batch',
      details: { imported: outcome.ids.length, ids: outcome.ids },
    });
    return reply.code(201).send({ imported: outcome.ids.length });
  });
}
