import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, refusedRequestAnswer } from './endpoint.ts';

const tags = ['packs'] as const;

/** One of the company's public keys for pack codes, as a JSON Web Key (RFC 8037). */
export const packSigningJwk = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string().meta({ description: 'The public key, 32 bytes in base64url.' }),
    kid: z
      .string()
      .regex(/^[1-9]\d*$/)
      .meta({
        description:
          'The key’s number, in decimal: the number a code starts with (its first LEB128 varint). ' +
          'Codes printed before keys were numbered start with 1.',
      }),
    use: z.literal('sig'),
    alg: z.literal('EdDSA'),
    status: z.enum(['current', 'previous']).meta({
      description:
        'current: new codes are signed with it; previous: it signed codes once, and they still verify.',
    }),
    since: z.iso.datetime().optional().meta({
      description: 'When it became the current key; absent for the first key, made before this was recorded.',
    }),
    until: z.iso
      .datetime()
      .optional()
      .meta({ description: 'When a newer key replaced it (previous keys only).' }),
  })
  .meta({
    id: 'PackSigningKey',
    description: 'An Ed25519 public key that signs, or signed, the codes on our packs.',
  });

/** Every key a code on a pack may name, current first: a JWK Set (RFC 7517, section 5). */
export const packSigningKeySet = z
  .object({ keys: z.array(packSigningJwk).min(1) })
  .meta({ description: 'The current and previous public keys of pack codes, current first.' });

const signingKey = defineEndpoint({
  method: 'GET',
  path: '/.well-known/pack-signing-key',
  operationId: 'getPackSigningKey',
  summary: 'The public keys that sign the codes on our packs',
  description:
    'Anyone can check a pack code with them, without asking us: the code is Crockford base32 of the ' +
    'key number, the batch id and the serial (unsigned LEB128 each), followed by an Ed25519 ' +
    'signature over "pack-code:v1:" and those bytes, made with the key whose kid is that number ' +
    '(docs/pack-codes.md). Keys that signed codes once stay listed, so every printed code still verifies.',
  tags,
  access: 'public',
  storeless: true,
  answers: {
    200: { description: 'The current key and every previous one.', schema: packSigningKeySet },
    '4XX': refusedRequestAnswer,
  },
});

/** Pack codes: what anyone needs to check one. */
export const packCodeEndpoints = { signingKey };
