import type { FastifyInstance } from 'fastify';

export type HealthProbe = () => Promise<boolean>;

export function registerHealthRoute(app: FastifyInstance, probe: HealthProbe) {
  app.get('/api/health', async (_request, reply) => {
    let healthy = false;
    try {
      healthy = await probe();
    } catch {
      healthy = false;
    }
    if (healthy) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', error: 'The data store is not answering.' });
  });
}
