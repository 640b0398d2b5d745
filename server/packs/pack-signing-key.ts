import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { packSigningKeySet } from '#contract/pack-codes.ts';
import { ConfigError } from '../env.ts';
import { readOrCreateSecret, type SecretsLog } from '../auth/secrets.ts';
import { firstKeyNumber } from './pack-code.ts';
import { type PackKeyringEntry, packKeyringFile, readPackKeyring } from './pack-keyring.ts';

export const packSigningKeyFile = 'pack-signing-key';
/** A 32-byte Ed25519 seed in base64url. */
const seedLength = 43;
/** The DER of a PKCS #8 Ed25519 private key before its 32-byte seed (RFC 8410). */
const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The key that signs new codes, and the number its codes carry. */
export interface PackSigningKey {
  number: number;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key, 32 bytes in base64url (the JWK's `x`). */
  x: string;
}

/** The key that signs, every key a printed code may name, and what `/.well-known/pack-signing-key` publishes. */
export interface PackSigningKeyring {
  signing: PackSigningKey;
  publicKeys: ReadonlyMap<number, KeyObject>;
  published: z.infer<typeof packSigningKeySet>;
}

/** The key pair of a seed: 32 random bytes in base64url, as the key file and PACK_SIGNING_KEY hold it. */
export function packSigningKeyFromSeed(seed: string, number = firstKeyNumber): PackSigningKey {
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
  return { number, privateKey, publicKey, x: publicKey.export({ format: 'jwk' }).x ?? '' };
}

/**
 * The keyring of a signing key and the keys before it (oldest first; the last is the current one).
 * Without a list, the signing key is the only key: the first, as before keys were numbered.
 */
export function packSigningKeyringOf(
  signing: PackSigningKey,
  keys: readonly PackKeyringEntry[] = [{ number: signing.number, x: signing.x }],
): PackSigningKeyring {
  const publicKeys = new Map(
    keys.map((key) => [
      key.number,
      createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x }, format: 'jwk' }),
    ]),
  );
  const published = [...keys].reverse().map((key, index) => ({
    kty: 'OKP' as const,
    crv: 'Ed25519' as const,
    x: key.x,
    kid: String(key.number),
    use: 'sig' as const,
    alg: 'EdDSA' as const,
    status: index === 0 ? ('current' as const) : ('previous' as const),
    ...(key.since !== undefined && { since: key.since }),
    ...(key.until !== undefined && { until: key.until }),
  }));
  return { signing, publicKeys, published: { keys: published } };
}

/** The seed of the current key: PACK_SIGNING_KEY when set, else the data directory's (made on the first start). */
function currentSeed(
  config: { dataDir: string; packSigningKey?: string | undefined },
  log: SecretsLog,
): string {
  if (config.packSigningKey !== undefined) return config.packSigningKey;
  const stored = readOrCreateSecret(config.dataDir, packSigningKeyFile, seedLength, 'PACK_SIGNING_KEY', log);
  if (stored.generated) {
    log.warn(
      `Generated the pack signing key in ${stored.file}. Keep a copy: codes printed on packs can only be checked ` +
        'with it. Instances behind one load balancer need the same PACK_SIGNING_KEY.',
    );
  }
  return stored.value;
}

/**
 * The company's pack signing keys: the private key from PACK_SIGNING_KEY when set, else from (or
 * newly into) the data directory, like the session secret; its number and the keys before it from
 * the data directory's keyring, written by `npm run keys:rotate` (without one, the key is the
 * first). Printed packs carry its signatures for years, so it is its own secret, never derived
 * from one that may be changed.
 */
export function resolvePackSigningKeys(
  config: { dataDir: string; packSigningKey?: string | undefined },
  log: SecretsLog,
): PackSigningKeyring {
  const seed = currentSeed(config, log);
  const keys = readPackKeyring(config.dataDir);
  if (keys === undefined) return packSigningKeyringOf(packSigningKeyFromSeed(seed));
  const { x } = packSigningKeyFromSeed(seed);
  const own = keys.find((key) => key.x === x);
  if (!own) {
    throw new ConfigError(
      `The pack signing key (PACK_SIGNING_KEY, else ${packSigningKeyFile}) is not one of the keys in ` +
        `${packKeyringFile} of the data directory: give every instance the key and the ${packKeyringFile} ` +
        'that npm run keys:rotate wrote, or restore both from the same backup.',
    );
  }
  const current = keys.at(-1)!;
  if (own.number !== current.number) {
    log.warn(
      `Signing new pack codes with key ${own.number}, while key ${current.number} is current: they still verify, ` +
        `but set PACK_SIGNING_KEY to key ${current.number} on this instance and restart it.`,
    );
  }
  return packSigningKeyringOf(packSigningKeyFromSeed(seed, own.number), keys);
}
