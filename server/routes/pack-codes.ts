import type { FastifyInstance } from 'fastify';
import { packCodeEndpoints } from '#contract/pack-codes.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import type { PackSigningKeyring } from '../packs/pack-signing-key.ts';

/** Publishes the public keys of pack codes, so that anyone can check one without asking us. */
export function registerPackCodeRoutes(app: FastifyInstance, keys: PackSigningKeyring) {
  registerEndpoint(app, packCodeEndpoints.signingKey, async (_request, reply) => {
    // Short: after a rotation, checkers should learn the new key within minutes.
    reply.header('cache-control', 'public, max-age=300');
    return keys.published;
  });
}
