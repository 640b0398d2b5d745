import { type KeyObject, sign, verify } from 'node:crypto';
import { base32crockford } from '@scure/base';

/**
 * The code printed on a pack (docs/pack-codes.md): which batch, which serial within it, and the
 * company's Ed25519 signature over both, in Crockford's base32 — capitals and digits only, so a
 * QR code holds it in its compact alphanumeric mode, and a person can type it (case, `O`/`0` and
 * `I`/`L`/`1` are forgiven).
 *
 * Layout of the signed bytes: the number of the key that signed it, then the batch's id and the
 * serial, all three unsigned LEB128 varints. The first byte was once read as a version (1); every
 * code printed then is a code of key 1, byte for byte, so it still reads. The signature covers a
 * context label before them, so a signature made by the same key for anything else can never pass
 * as a pack code.
 */
export interface PackCodeSubject {
  /** The batch's id in the store (batch numbers alone are not unique across products). */
  batchId: number;
  /** The pack's serial within its batch, from 1. */
  serial: number;
}

/** The key every code printed before keys were numbered was signed with. */
export const firstKeyNumber = 1;
const signatureBytes = 64;
const context = Buffer.from('pack-code:v1:');
/** Serials and batch ids are positive and far below 2^53: a varint of at most 8 bytes. */
const maxVarintBytes = 8;

export type PackCodeReading =
  | ({ valid: true } & PackCodeSubject)
  /** Not a code of ours: unreadable, the wrong length, a key we never had, or a signature that fails. */
  | { valid: false };

function writeVarint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  do {
    const low = rest % 128;
    rest = Math.floor(rest / 128);
    bytes.push(rest > 0 ? low + 128 : low);
  } while (rest > 0);
  return bytes;
}

/** The varint at `offset` and the offset after it, or undefined when the bytes end or run too long. */
function readVarint(bytes: Uint8Array, offset: number): { value: number; next: number } | undefined {
  let value = 0;
  let scale = 1;
  for (let index = offset; index < bytes.length && index - offset < maxVarintBytes; index += 1) {
    const byte = bytes[index]!;
    value += (byte & 127) * scale;
    if (byte < 128) {
      // One encoding per number: no trailing zero groups.
      if (byte === 0 && index > offset) return undefined;
      return { value, next: index + 1 };
    }
    scale *= 128;
  }
  return undefined;
}

function payloadOf({ batchId, serial }: PackCodeSubject, keyNumber: number): Buffer {
  for (const [name, value] of [
    ['keyNumber', keyNumber],
    ['batchId', batchId],
    ['serial', serial],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  }
  return Buffer.from([...writeVarint(keyNumber), ...writeVarint(batchId), ...writeVarint(serial)]);
}

/** The code for one pack, signed with the company's private key of that number. */
export function issuePackCode(
  subject: PackCodeSubject,
  privateKey: KeyObject,
  keyNumber: number = firstKeyNumber,
): string {
  const payload = payloadOf(subject, keyNumber);
  const signature = sign(null, Buffer.concat([context, payload]), privateKey);
  return base32crockford.encode(Buffer.concat([payload, signature]));
}

/**
 * Reads a code and checks its signature against the public key of the number it names (a number
 * not among `publicKeys` reads as no code of ours). A code may be typed in any case, with spaces or
 * dashes between groups, and with `O` for `0` or `I`/`L` for `1`.
 */
export function readPackCode(code: string, publicKeys: ReadonlyMap<number, KeyObject>): PackCodeReading {
  let bytes: Uint8Array;
  try {
    bytes = base32crockford.decode(code.replace(/[\s-]+/g, ''));
  } catch {
    return { valid: false };
  }
  if (bytes.length < signatureBytes + 3) return { valid: false };
  const payload = bytes.subarray(0, bytes.length - signatureBytes);
  const key = readVarint(payload, 0);
  const batch = key && readVarint(payload, key.next);
  const serial = batch && readVarint(payload, batch.next);
  if (!key || !batch || !serial || serial.next !== payload.length || batch.value < 1 || serial.value < 1)
    return { valid: false };
  const publicKey = publicKeys.get(key.value);
  if (!publicKey) return { valid: false };
  const signature = bytes.subarray(payload.length);
  if (!verify(null, Buffer.concat([context, payload]), publicKey, signature)) return { valid: false };
  return { valid: true, batchId: batch.value, serial: serial.value };
}
