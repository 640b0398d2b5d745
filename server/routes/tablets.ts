import type { FastifyInstance } from 'fastify';
import { tabletInputSchema, tabletMessages, tabletUpdateSchema } from '#contract/tablet.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { parseBody, RequestError } from '../http/request-error.ts';
import { isTabletId, type TabletRepository } from '../repositories/tablet-repository.ts';
import { TabletListAnswer } from './tablet-list-answer.ts';

interface TabletParams {
  id: string;
}

function requireTabletId(id: string): string {
  if (!isTabletId(id)) throw new RequestError(404, tabletMessages.notFound);
  return id;
}

/** The tablet catalogue: anyone may read it, only an admin session from this site may change it. */
export function registerTabletRoutes(
  app: FastifyInstance,
  tablets: TabletRepository,
  guards: AdminGuards,
  options: { singleWriter: boolean },
) {
  // Checked before the body is read: a stranger's request is refused without parsing anything.
  const adminOnly = { onRequest: [guards.requireSameOrigin, guards.requireAdmin] };
  const list = new TabletListAnswer(() => tablets.list(), { cache: options.singleWriter });

  app.get('/api/tablets', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await list.body()),
  );

  app.post('/api/tablets', adminOnly, async (request, reply) => {
    const input = parseBody(tabletInputSchema, request.body);
    return reply.code(201).send({ tablet: await list.write(() => tablets.create(input)) });
  });

  app.put<{ Params: TabletParams }>('/api/tablets/:id', adminOnly, async (request) => {
    const id = requireTabletId(request.params.id);
    const update = parseBody(tabletUpdateSchema, request.body);
    const outcome = await list.write(() => tablets.update(id, update));
    if (outcome.status === 'not-found') throw new RequestError(404, tabletMessages.notFound);
    if (outcome.status === 'stale') throw new RequestError(409, tabletMessages.staleVersion);
    return { tablet: outcome.tablet };
  });

  app.delete<{ Params: TabletParams }>('/api/tablets/:id', adminOnly, async (request, reply) => {
    const id = requireTabletId(request.params.id);
    if (!(await list.write(() => tablets.remove(id)))) throw new RequestError(404, tabletMessages.notFound);
    return reply.code(204).send();
  });
}
