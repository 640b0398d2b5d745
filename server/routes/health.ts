import type { FastifyInstance } from 'fastify';
import { serviceEndpoints } from '#contract/service.ts';
import { registerEndpoint } from '../http/endpoint.ts';

export type HealthProbe = () => Promise<boolean>;

export function registerHealthRoute(app: FastifyInstance, probe: HealthProbe) {
  registerEndpoint(app, serviceEndpoints.health, async (_request, reply) => {
    let healthy = false;
    try {
      healthy = await probe();
    } catch {
      healthy = false;
    }
    if (healthy) return { status: 'ok' as const };
    return reply.code(503).send({ status: 'unavailable', error: 'The data store is not answering.' });
  });
}
