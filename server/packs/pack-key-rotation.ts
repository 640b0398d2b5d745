import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../env.ts';
import {
  keyringWithNewKey,
  packKeyringFile,
  readPackKeyring,
  replaceFileAtomically,
  writePackKeyring,
} from './pack-keyring.ts';
import { packSigningKeyFile, packSigningKeyFromSeed } from './pack-signing-key.ts';
import { firstKeyNumber } from './pack-code.ts';

export interface PackKeyRotation {
  /** The new current key's number: the number its codes start with. */
  number: number;
  /** The new key's seed: to be set as PACK_SIGNING_KEY when the key comes from the environment. */
  seed: string;
  /** The keyring written, with every previous public key. */
  keyringFile: string;
  /** The key file written, when the key is kept in the data directory rather than PACK_SIGNING_KEY. */
  keyFile?: string;
}

/** What to keep a copy of before a rotation: the files of the data directory that hold the keys. */
export function packKeyFiles(config: { dataDir: string; packSigningKey?: string | undefined }): string[] {
  const keyring = path.join(config.dataDir, packKeyringFile);
  return config.packSigningKey === undefined
    ? [path.join(config.dataDir, packSigningKeyFile), keyring]
    : [keyring];
}

/**
 * Makes a new key current and keeps the public key of the one it replaces, so that every code
 * printed so far still verifies. The keyring is written before the key file: a rotation cut short
 * leaves the old key signing, with its number, never a key that the keyring does not name.
 */
export function rotatePackSigningKey(
  config: { dataDir: string; packSigningKey?: string | undefined },
  now: Date,
): PackKeyRotation {
  const keyFile = path.join(config.dataDir, packSigningKeyFile);
  let seed = config.packSigningKey;
  if (seed === undefined) {
    try {
      seed = readFileSync(keyFile, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      throw new ConfigError(
        `There is no pack signing key to rotate: neither PACK_SIGNING_KEY nor ${keyFile}. Start the site once, or set DATA_DIR.`,
      );
    }
  }
  const current = packSigningKeyFromSeed(seed);
  const keys = readPackKeyring(config.dataDir) ?? [{ number: firstKeyNumber, x: current.x }];
  const newest = keys.at(-1)!;
  if (newest.x !== current.x) {
    const own = keys.find((key) => key.x === current.x);
    throw new ConfigError(
      own
        ? `This key is key ${own.number}, but key ${newest.number} is already current: set PACK_SIGNING_KEY to key ${newest.number} first.`
        : `The pack signing key is not one of the keys in ${path.join(config.dataDir, packKeyringFile)}: restore the key and the keyring from the same backup.`,
    );
  }
  const next = randomBytes(32).toString('base64url');
  const { x } = packSigningKeyFromSeed(next);
  const rotated = keyringWithNewKey(keys, x, now);
  writePackKeyring(config.dataDir, rotated);
  const keyringFile = path.join(config.dataDir, packKeyringFile);
  const number = rotated.at(-1)!.number;
  if (config.packSigningKey !== undefined) return { number, seed: next, keyringFile };
  replaceFileAtomically(keyFile, `${next}\n`, 0o600);
  return { number, seed: next, keyringFile, keyFile };
}
