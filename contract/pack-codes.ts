import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, refusedRequestAnswer } from './endpoint.ts';

const tags = ['packs'] as const;

/** The company's public key for pack codes, as a JSON Web Key (RFC 8037). */
export const packSigningJwk = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string().meta({ description: 'The public key, 32 bytes in base64url.' }),
    kid: z.string().meta({ description: 'The key’s JWK thumbprint (RFC 7638), base64url.' }),
    use: z.literal('sig'),
    alg: z.literal('EdDSA'),
  })
  .meta({ id: 'PackSigningKey', description: 'The Ed25519 public key that signs the codes on our packs.' });

const signingKey = defineEndpoint({
  method: 'GET',
  path: '/.well-known/pack-signing-key',
  operationId: 'getPackSigningKey',
  summary: 'The public key that signs the codes on our packs',
  description:
    'Anyone can check a pack code with it, without asking us: the code is Crockford base32 of a version ' +
    'byte, the batch id and the serial (unsigned LEB128), followed by an Ed25519 signature over ' +
    '"pack-code:v1:" and those bytes (docs/pack-codes.md).',
  tags,
  access: 'public',
  answers: {
    200: { description: 'The public key.', schema: packSigningJwk },
    '4XX': refusedRequestAnswer,
  },
});

/** Pack codes: what anyone needs to check one. */
export const packCodeEndpoints = { signingKey };
