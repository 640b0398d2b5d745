import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { packSigningJwk } from '#contract/pack-codes.ts';
import { ConfigError } from '../env.ts';
import { readOrCreateSecret, type SecretsLog } from '../auth/secrets.ts';

export const packSigningKeyFile = 'pack-signing-key';
/** A 32-byte Ed25519 seed in base64url. */
const seedLength = 43;
/** The DER of a PKCS #8 Ed25519 private key before its 32-byte seed (RFC 8410). */
const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface PackSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** What `/.well-known/pack-signing-key` publishes. */
  jwk: z.infer<typeof packSigningJwk>;
}

/** The key pair of a seed: 32 random bytes in base64url, as the key file and PACK_SIGNING_KEY hold it. */
export function packSigningKeyFromSeed(seed: string): PackSigningKey {
  const raw = Buffer.from(seed, 'base64url');
  if (raw.length !== 32 || raw.toString('base64url') !== seed) {
    throw new ConfigError(`The pack signing key must be 32 bytes in base64url (${seedLength} characters).`);
  }
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519Prefix, raw]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = createPublicKey(privateKey);
  const x = publicKey.export({ format: 'jwk' }).x ?? '';
  // RFC 7638: the SHA-256 of the required members, in this order, without spaces.
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
  return { privateKey, publicKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, use: 'sig', alg: 'EdDSA' } };
}

/**
 * The company's pack signing key: from PACK_SIGNING_KEY when set, else from (or newly into) the data
 * directory, like the session secret. Printed packs carry its signatures for years, so it is its own
 * secret, never derived from one that may be changed.
 */
export function resolvePackSigningKey(
  config: { dataDir: string; packSigningKey?: string | undefined },
  log: SecretsLog,
): PackSigningKey {
  if (config.packSigningKey !== undefined) return packSigningKeyFromSeed(config.packSigningKey);
  const stored = readOrCreateSecret(config.dataDir, packSigningKeyFile, seedLength, 'PACK_SIGNING_KEY', log);
  if (stored.generated) {
    log.warn(
      `Generated the pack signing key in ${stored.file}. Keep a copy: codes printed on packs can only be checked ` +
        'with it. Instances behind one load balancer need the same PACK_SIGNING_KEY.',
    );
  }
  return packSigningKeyFromSeed(stored.value);
}
