import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Recall, recallEndpoints, recallMessages } from '#contract/recalls.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { ProductRepository } from '../store/product-repository.ts';
import { type PageChanges, productTag, recallListTag, recallTag } from '../site/page-changes.ts';
import type { RecallRepository } from '../store/recall-repository.ts';

const auditedKeys = [
  'recallClass',
  'reason',
  'details',
  'patientAction',
  'pharmacyAction',
  'doctorAction',
  'status',
] as const satisfies readonly (keyof Recall)[];

/** The fields a change touched, before and after. */
function changedFields(before: Recall, after: Recall) {
  const keys = auditedKeys.filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export interface RecallRouteOptions {
  recalls: RecallRepository;
  products: ProductRepository;
  /** What the published pages show of recalls: the list, the notices' pages, their products' pages. */
  pageChanges: PageChanges;
  audit: AuditLog;
  /** Mails the subscribers and alerts staff; resolves once every mail is queued. */
  announce: (recall: Recall, request: FastifyRequest) => Promise<void>;
}

/** Recall notices: staff with the safety or catalogue role publish, correct and complete them. */
export function registerRecallRoutes(app: FastifyInstance, options: RecallRouteOptions) {
  const { recalls, products, pageChanges, audit } = options;

  registerEndpoint(app, recallEndpoints.list, async () => ({ recalls: await recalls.list() }));

  registerEndpoint(app, recallEndpoints.publish, async (request, reply) => {
    if (!(await products.bySlug(request.body.productSlug)))
      throw new RequestError(400, 'Invalid fields', { productSlug: recallMessages.productUnknown });
    const outcome = await recalls.publish(request.body);
    if (outcome.status === 'unknown-batches')
      throw new RequestError(400, 'Invalid fields', {
        batchNumbers: `${recallMessages.batchUnknown}: ${outcome.numbers.join(', ')}`,
      });
    const { recall } = outcome;
    await pageChanges.changed([productTag(recall.productSlug), recallListTag, recallTag(recall.id)]);
    await audit.record(staffActor(request), {
      action: 'recall.publish',
      recordType: 'recall',
      recordId: String(recall.id),
      details: {
        productSlug: recall.productSlug,
        batches: recall.batches.map((batch) => batch.batchNumber),
        recallClass: recall.recallClass,
        reason: recall.reason,
      },
    });
    await options.announce(recall, request);
    return reply.code(201).send({ recall });
  });

  registerEndpoint(app, recallEndpoints.update, async (request) => {
    const outcome = await recalls.update(request.params.id, request.body);
    if (outcome.status === 'not-found') throw new RequestError(404, recallMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, recallMessages.staleVersion);
    await pageChanges.changed([
      ...new Set([productTag(outcome.before.productSlug), productTag(outcome.recall.productSlug)]),
      recallListTag,
      recallTag(outcome.recall.id),
    ]);
    await audit.record(staffActor(request), {
      action: 'recall.update',
      recordType: 'recall',
      recordId: String(outcome.recall.id),
      details: changedFields(outcome.before, outcome.recall),
    });
    return { recall: outcome.recall };
  });
}
