import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../env.ts';

/**
 * The numbered public keys of pack codes, kept beside the signing key in the data directory: which
 * number each key has, and when it was current. Public keys only, so a copy may travel to every
 * instance; the private key of a replaced key is no longer needed and is not kept.
 */
export const packKeyringFile = 'pack-signing-keys.json';

const keyringEntry = z
  .object({
    number: z.number().int().min(1),
    /** The Ed25519 public key, 32 bytes in base64url. */
    x: z.string().regex(/^[\w-]{43}$/),
    /** When it became current; absent for the first key, made before keys were numbered. */
    since: z.iso.datetime().optional(),
    /** When a newer key replaced it. */
    until: z.iso.datetime().optional(),
  })
  .strict();

export type PackKeyringEntry = z.infer<typeof keyringEntry>;

/** Oldest first; the last is the current key, the only one without `until`. */
const keyringSchema = z
  .object({ keys: z.array(keyringEntry).min(1) })
  .strict()
  .refine(({ keys }) => keys.every((key, index) => index === 0 || key.number > keys[index - 1]!.number), {
    error: 'key numbers must grow from the first key to the last',
  })
  .refine(({ keys }) => new Set(keys.map((key) => key.x)).size === keys.length, {
    error: 'a public key is listed twice',
  })
  .refine(
    ({ keys }) => keys.every((key, index) => (key.until === undefined) === (index === keys.length - 1)),
    {
      error: 'every key but the last (the current one) must have an until date',
    },
  );

/** The keyring of the data directory, or undefined when none was written yet (no rotation so far). */
export function readPackKeyring(dataDir: string): PackKeyringEntry[] | undefined {
  const file = path.join(dataDir, packKeyringFile);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`${file} is not JSON: restore it from a backup.`);
  }
  const parsed = keyringSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      `${file} is damaged (${parsed.error.issues[0]?.message}): restore it from a backup.`,
    );
  }
  return parsed.data.keys;
}

/** Replaces a file in one step (written beside it, then renamed), so no reader sees half of it. */
export function replaceFileAtomically(file: string, text: string, mode: number) {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, text, { mode, flag: 'wx' });
  chmodSync(draft, mode);
  renameSync(draft, file);
}

export function writePackKeyring(dataDir: string, keys: readonly PackKeyringEntry[]) {
  const checked = keyringSchema.parse({ keys });
  replaceFileAtomically(path.join(dataDir, packKeyringFile), `${JSON.stringify(checked, null, 2)}\n`, 0o644);
}

/** The keyring with a new current key: the next number, current from `now`; the last key ends then. */
export function keyringWithNewKey(
  keys: readonly PackKeyringEntry[],
  x: string,
  now: Date,
): PackKeyringEntry[] {
  const at = now.toISOString();
  const last = keys.at(-1)!;
  return [...keys.slice(0, -1), { ...last, until: at }, { number: last.number + 1, x, since: at }];
}
