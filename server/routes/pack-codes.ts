import type { FastifyInstance } from 'fastify';
import { packCodeEndpoints } from '#contract/pack-codes.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import type { PackSigningKey } from '../packs/pack-signing-key.ts';

/** Publishes the public key of pack codes, so that anyone can check one without asking us. */
export function registerPackCodeRoutes(app: FastifyInstance, key: PackSigningKey) {
  registerEndpoint(app, packCodeEndpoints.signingKey, async (_request, reply) => {
    // It changes only if the company replaces its key; an hour's caching is harmless then.
    reply.header('cache-control', 'public, max-age=3600');
    return key.jwk;
  });
}
