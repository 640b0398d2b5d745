import type { FastifyInstance } from 'fastify';
import { tabletEndpoints, tabletMessages } from '#contract/tablet.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { TabletRepository } from '../store/tablet-repository.ts';
import { TabletListAnswer } from './tablet-list-answer.ts';

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

  registerEndpoint(app, tabletEndpoints.list, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await list.body()),
  );

  registerEndpoint(
    app,
    tabletEndpoints.create,
    async (request, reply) =>
      reply.code(201).send({ tablet: await list.write(() => tablets.create(request.body)) }),
    adminOnly,
  );

  registerEndpoint(
    app,
    tabletEndpoints.update,
    async (request) => {
      const outcome = await list.write(() => tablets.update(request.params.id, request.body));
      if (outcome.status === 'not-found') throw new RequestError(404, tabletMessages.notFound);
      if (outcome.status === 'stale') throw new RequestError(409, tabletMessages.staleVersion);
      return { tablet: outcome.tablet };
    },
    adminOnly,
  );

  registerEndpoint(
    app,
    tabletEndpoints.remove,
    async (request, reply) => {
      if (!(await list.write(() => tablets.remove(request.params.id))))
        throw new RequestError(404, tabletMessages.notFound);
      return reply.code(204).send();
    },
    adminOnly,
  );
}
