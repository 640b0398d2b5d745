import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, open, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';

/*
 * An encrypted backup file:
 *   magic (8) | salt (16) | iv (12) | key check (16) | AES-256-GCM ciphertext of the gzipped archive
 *   | GCM tag (16) | SHA-256 of everything before it (32)
 * The header is the GCM's additional data. The key is derived from the key text with scrypt; the
 * key check, another part of the same derivation, tells a wrong key from a damaged file before
 * anything is decrypted.
 */
const magic = Buffer.from('ALSBAK01', 'latin1');
const saltLength = 16;
const ivLength = 12;
const keyCheckLength = 16;
const headerLength = magic.length + saltLength + ivLength + keyCheckLength;
const tagLength = 16;
const checksumLength = 32;

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

async function deriveKeys(keyText: string, salt: Buffer): Promise<{ key: Buffer; check: Buffer }> {
  const derived = await scryptAsync(keyText, salt, 32 + keyCheckLength, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return { key: derived.subarray(0, 32), check: derived.subarray(32) };
}

/** Why a backup file cannot be restored; the message is one line for the operator. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/**
 * Writes `plaintext` gzipped and encrypted to `file` (never replacing one), through a temporary
 * name so that a file with the final name is always whole. Returns the whole file's SHA-256 in
 * hex, for a `sha256sum` line beside it.
 */
export async function writeEncryptedBackup(
  file: string,
  plaintext: Readable,
  keyText: string,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const iv = randomBytes(ivLength);
  const { key, check } = await deriveKeys(keyText, salt);
  const header = Buffer.concat([magic, salt, iv, check]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const temporary = `${file}.partial`;
  const handle = await open(temporary, 'wx', 0o600);
  const hash = createHash('sha256');
  const whole = createHash('sha256');
  try {
    const write = async (chunk: Buffer) => {
      hash.update(chunk);
      whole.update(chunk);
      await handle.write(chunk);
    };
    await write(header);
    await pipeline(plaintext, createGzip(), cipher, async (encrypted: AsyncIterable<Buffer>) => {
      for await (const chunk of encrypted) await write(chunk);
    });
    await write(cipher.getAuthTag());
    const checksum = hash.digest();
    await handle.write(checksum);
    whole.update(checksum);
    await handle.sync();
    await handle.close();
    // A link, unlike a rename, never replaces a file that has the name already.
    await link(temporary, file);
    await rm(temporary);
    return whole.digest('hex');
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

async function readRange(file: string, start: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Checks the file's SHA-256 and its header; throws a BackupFileError naming what is wrong. */
async function checkIntegrity(file: string): Promise<{ size: number; header: Buffer }> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    throw new BackupFileError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`);
  }
  if (size < headerLength + tagLength + checksumLength)
    throw new BackupFileError(`${file} is damaged or not a backup: it is too short.`);
  const header = await readRange(file, 0, headerLength);
  if (!header.subarray(0, magic.length).equals(magic))
    throw new BackupFileError(`${file} is not a backup file.`);
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { start: 0, end: size - checksumLength - 1 }), hash);
  const stored = await readRange(file, size - checksumLength, checksumLength);
  if (!timingSafeEqual(hash.digest(), stored))
    throw new BackupFileError(
      `${file} is damaged: its SHA-256 checksum does not match; it was changed or cut short.`,
    );
  return { size, header };
}

/** A failed GCM tag, or compressed data that is not (what a wrong decryption gives). */
function isDamage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return code.startsWith('Z_') || /unable to authenticate/i.test(error.message);
}

/**
 * Checks `file` and decrypts its archive into `target` (a new file). Refuses a damaged file, a
 * wrong key and contents that fail the GCM tag, removing whatever was written of `target`: until
 * the tag is checked at the very end, decrypted bytes are not to be trusted.
 */
export async function decryptBackup(file: string, keyText: string, target: string): Promise<void> {
  const { size, header } = await checkIntegrity(file);
  const salt = header.subarray(magic.length, magic.length + saltLength);
  const iv = header.subarray(magic.length + saltLength, magic.length + saltLength + ivLength);
  const storedCheck = header.subarray(headerLength - keyCheckLength);
  const { key, check } = await deriveKeys(keyText, salt);
  if (!timingSafeEqual(check, storedCheck))
    throw new BackupFileError(`${file} cannot be opened with this key: it was made with another backup key.`);
  const tagStart = size - checksumLength - tagLength;
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(await readRange(file, tagStart, tagLength));
  try {
    await pipeline(
      createReadStream(file, { start: headerLength, end: tagStart - 1 }),
      decipher,
      createGunzip(),
      createWriteStream(target, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await rm(target, { force: true });
    if (!isDamage(error)) throw error;
    throw new BackupFileError(
      `${file} is damaged: its contents fail authentication (AES-GCM tag) although its checksum matches.`,
    );
  }
}
