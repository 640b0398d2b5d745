import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { type Tablet, tabletEndpoints, tabletMessages } from '#contract/tablet.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { catalogueTag, type PageChanges, productTag } from '../site/page-changes.ts';
import type { TabletRepository } from '../store/tablet-repository.ts';
import { personOf } from './products.ts';

type AuditedTabletFields = Pick<Tablet, 'name' | 'genericName' | 'price' | 'description'>;

/** What the audit log keeps of a tablet. */
const auditedFields = ({ name, genericName, price, description }: Tablet): AuditedTabletFields => ({
  name,
  genericName,
  price,
  description,
});

/** The fields an update changed, before and after (all of them after, when the row was not read first). */
function changedFields(before: Tablet | undefined, after: Tablet) {
  const next = auditedFields(after);
  if (!before) return { after: next };
  const previous = auditedFields(before);
  const keys = (Object.keys(next) as (keyof AuditedTabletFields)[]).filter(
    (key) => previous[key] !== next[key],
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, previous[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, next[key] ?? null])),
  };
}

/**
 * The tablet catalogue, the product master's tablets (decision 067): anyone may read it; changes
 * need the staff access the contract declares.
 */
export async function registerTabletRoutes(
  app: FastifyInstance,
  { tablets, audit, pageChanges }: { tablets: TabletRepository; audit: AuditLog; pageChanges: PageChanges },
) {
  // The list alone is compressed and tagged: its pages are large and often unchanged. A weak ETag,
  // as the same page is sent gzip, br or plain; `no-cache` (public catalogue data, unlike every
  // other API answer) lets clients keep a page and revalidate it.
  await app.register(async (list) => {
    await list.register(fastifyEtag, { weak: true });
    await list.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    registerEndpoint(list, tabletEndpoints.list, async (request, reply) => {
      const page = await tablets.page(request.query);
      return reply.header('cache-control', 'no-cache').send(page);
    });
  });

  registerEndpoint(app, tabletEndpoints.create, async (request, reply) => {
    const actor = staffActor(request);
    const { productSlug, ...tablet } = await tablets.create(request.body, personOf(actor));
    await audit.record(actor, {
      action: 'tablet.create',
      recordType: 'tablet',
      recordId: tablet.id,
      details: { after: auditedFields(tablet), product: productSlug },
    });
    return reply.code(201).send({ tablet });
  });

  registerEndpoint(app, tabletEndpoints.update, async (request) => {
    const actor = staffActor(request);
    const before = await tablets.find(request.params.id);
    const outcome = await tablets.update(request.params.id, request.body, personOf(actor));
    if (outcome.status === 'not-found') throw new RequestError(404, tabletMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, tabletMessages.staleVersion);
    const { product } = outcome;
    if (product?.published !== undefined) await pageChanges.changed([catalogueTag, productTag(product.slug)]);
    await audit.record(actor, {
      action: 'tablet.update',
      recordType: 'tablet',
      recordId: outcome.tablet.id,
      details: { ...changedFields(before, outcome.tablet), ...(product ? { product: product.slug } : {}) },
    });
    if (product?.published !== undefined)
      await audit.record(actor, {
        action: 'product.publish',
        recordType: 'product',
        recordId: product.slug,
        details: { version: product.published, changed: 'price' },
      });
    return { tablet: outcome.tablet };
  });

  registerEndpoint(app, tabletEndpoints.remove, async (request, reply) => {
    const before = await tablets.find(request.params.id);
    const outcome = await tablets.remove(request.params.id);
    if (outcome.status === 'not-found') throw new RequestError(404, tabletMessages.notFound);
    if (outcome.status === 'published') throw new RequestError(409, tabletMessages.published);
    await audit.record(staffActor(request), {
      action: 'tablet.delete',
      recordType: 'tablet',
      recordId: request.params.id,
      details: {
        before: before ? auditedFields(before) : {},
        ...(outcome.productSlug ? { product: outcome.productSlug } : {}),
      },
    });
    return reply.code(204).send();
  });
}
