import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../openapi/openapi-document.ts';

export function registerOpenApiRoute(app: FastifyInstance) {
  const document = JSON.stringify(buildOpenApiDocument());
  app.get('/api/openapi.json', async (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(document),
  );
}
