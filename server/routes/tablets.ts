import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { tabletEndpoints, tabletMessages } from '#contract/tablet.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { InvalidCursorError, type TabletRepository } from '../store/tablet-repository.ts';

/** The tablet catalogue: anyone may read it; changes need the staff access the contract declares. */
export async function registerTabletRoutes(app: FastifyInstance, tablets: TabletRepository) {
  // The list alone is compressed and tagged: its pages are large and often unchanged. A weak ETag,
  // as the same page is sent gzip, br or plain; `no-cache` (public catalogue data, unlike every
  // other API answer) lets clients keep a page and revalidate it.
  await app.register(async (list) => {
    await list.register(fastifyEtag, { weak: true });
    await list.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    registerEndpoint(list, tabletEndpoints.list, async (request, reply) => {
      try {
        const page = await tablets.page(request.query);
        return reply.header('cache-control', 'no-cache').send(page);
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw new RequestError(400, error.message, { cursor: error.message });
        throw error;
      }
    });
  });

  registerEndpoint(app, tabletEndpoints.create, async (request, reply) =>
    reply.code(201).send({ tablet: await tablets.create(request.body) }),
  );

  registerEndpoint(app, tabletEndpoints.update, async (request) => {
    const outcome = await tablets.update(request.params.id, request.body);
    if (outcome.status === 'not-found') throw new RequestError(404, tabletMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, tabletMessages.staleVersion);
    return { tablet: outcome.tablet };
  });

  registerEndpoint(app, tabletEndpoints.remove, async (request, reply) => {
    if (!(await tablets.remove(request.params.id))) throw new RequestError(404, tabletMessages.notFound);
    return reply.code(204).send();
  });
}
