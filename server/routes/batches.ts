import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Batch, batchEndpoints, batchMessages } from '#contract/batches.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { manufacturedInFuture, readBatchCsv } from '../packs/batch-csv.ts';
import { issuePackCode } from '../packs/pack-code.ts';
import { packRecord } from '../packs/pack-record.ts';
import type { PackSigningKeyring } from '../packs/pack-signing-key.ts';
import { qrCodeDataUrl } from '../qr/qr-code.ts';
import type { BatchRepository } from '../store/batch-repository.ts';
import type { ProductRepository } from '../store/product-repository.ts';

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
async function checkBatch(
  products: ProductRepository,
  input: { productSlug: string; manufacturedOn: string },
  now: Date,
) {
  if (!(await products.bySlug(input.productSlug)))
    throw new RequestError(400, 'Invalid fields', { productSlug: batchMessages.productUnknown });
  if (manufacturedInFuture(input, todayInIst(now)))
    throw new RequestError(400, 'Invalid fields', { manufacturedOn: batchMessages.manufacturedInFuture });
}

interface BatchRouteOptions {
  batches: BatchRepository;
  products: ProductRepository;
  audit: AuditLog;
  now: () => number;
  packSigningKeys: PackSigningKeyring;
  /** The site's public origin, which the QR code of a label leads to. */
  siteOrigin: (request: FastifyRequest) => string;
}

/** Batches of the catalogue's products: staff with the catalogue role record, correct and import them, and make their labels. */
export function registerBatchRoutes(app: FastifyInstance, options: BatchRouteOptions) {
  const { batches, products, audit, now } = options;
  registerEndpoint(app, batchEndpoints.list, (request) => batches.page(request.query));

  registerEndpoint(app, batchEndpoints.create, async (request, reply) => {
    await checkBatch(products, request.body, new Date(now()));
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
    await checkBatch(products, request.body, new Date(now()));
    const outcome = await batches.update(request.params.id, request.body);
    if (outcome.status === 'not-found') throw new RequestError(404, batchMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, batchMessages.staleVersion);
    if (outcome.status === 'taken') throw new RequestError(409, batchMessages.batchNumberTaken);
    if (outcome.status === 'below-labels')
      throw new RequestError(400, 'Invalid fields', {
        quantity: `${batchMessages.quantityBelowLabels} (${outcome.labelled})`,
      });
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
    const reading = readBatchCsv(request.body.csv, todayInIst(new Date(now())), await products.namings());
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

  registerEndpoint(app, batchEndpoints.labels, async (request, reply) => {
    const { count } = request.body;
    const outcome = await batches.issueSerials(request.params.id, count);
    if (outcome.status === 'not-found') throw new RequestError(404, batchMessages.notFound);
    if (outcome.status === 'too-many')
      throw new RequestError(
        409,
        outcome.left === 0
          ? batchMessages.labelsLeft
          : `Only ${outcome.left} ${outcome.left === 1 ? 'pack of this batch has' : 'packs of this batch have'} no label yet: ask for at most ${outcome.left}`,
      );
    const { batch, firstSerial } = outcome;
    const origin = options.siteOrigin(request);
    const labels = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const serial = firstSerial + index;
        const { signing } = options.packSigningKeys;
        const code = issuePackCode({ batchId: batch.id, serial }, signing.privateKey, signing.number);
        const url = `${origin}/verify/${code}`;
        return { serial, code, url, qrCode: await qrCodeDataUrl(url) };
      }),
    );
    await audit.record(staffActor(request), {
      action: 'batch.labels',
      recordType: 'batch',
      recordId: String(batch.id),
      details: { serials: `${firstSerial}–${firstSerial + count - 1}` },
    });
    const product = (await products.bySlug(batch.productSlug))?.record;
    return reply.code(201).send({ batch, record: packRecord(batch, product), labels });
  });
}
