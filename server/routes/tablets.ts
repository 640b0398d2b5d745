import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { tabletInputSchema, tabletListQuery, tabletMessages, tabletUpdateSchema } from '#contract/tablet.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { parseQuery, parseBody, RequestError } from '../http/request-error.ts';
import { InvalidCursorError, isTabletId, type TabletRepository } from '../repositories/tablet-repository.ts';

interface TabletParams {
  id: string;
}

function requireTabletId(id: string): string {
  if (!isTabletId(id)) throw new RequestError(404, tabletMessages.notFound);
  return id;
}

/** The tablet catalogue: anyone may read it, only an admin session from this site may change it. */
export async function registerTabletRoutes(
  app: FastifyInstance,
  tablets: TabletRepository,
  guards: AdminGuards,
) {
  // Checked before the body is read: a stranger's request is refused without parsing anything.
  const adminOnly = { onRequest: [guards.requireSameOrigin, guards.requireAdmin] };

  // The list alone is compressed and tagged: its pages are large and often unchanged. A weak
  // ETag, as the same page is sent gzip, br or plain; `no-cache` lets clients revalidate it.
  await app.register(async (list) => {
    await list.register(fastifyEtag, { weak: true });
    await list.register(fastifyCompress, { encodings: ['br', 'gzip'] });
    list.get('/api/tablets', async (request, reply) => {
      const query = parseQuery(tabletListQuery, request.query);
      try {
        const page = await tablets.page(query);
        return reply.header('cache-control', 'no-cache').send(page);
      } catch (error) {
        if (error instanceof InvalidCursorError)
          throw new RequestError(400, error.message, { cursor: error.message });
        throw error;
      }
    });
  });

  app.post('/api/tablets', adminOnly, async (request, reply) => {
    const input = parseBody(tabletInputSchema, request.body);
    return reply.code(201).send({ tablet: await tablets.create(input) });
  });

  app.put<{ Params: TabletParams }>('/api/tablets/:id', adminOnly, async (request) => {
    const id = requireTabletId(request.params.id);
    const update = parseBody(tabletUpdateSchema, request.body);
    const outcome = await tablets.update(id, update);
    if (outcome.status === 'not-found') throw new RequestError(404, tabletMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, tabletMessages.staleVersion);
    return { tablet: outcome.tablet };
  });

  app.delete<{ Params: TabletParams }>('/api/tablets/:id', adminOnly, async (request, reply) => {
    const id = requireTabletId(request.params.id);
    if (!(await tablets.remove(id))) throw new RequestError(404, tabletMessages.notFound);
    return reply.code(204).send();
  });
}
