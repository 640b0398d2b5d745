import { createHash, randomBytes } from 'node:crypto';
import { referenceAlphabet, referenceRandomLength } from '#contract/lead-fields.ts';

/** The random part of a new reference: 5 random bits per symbol. */
export function randomReferencePart(): string {
  const bytes = randomBytes(referenceRandomLength);
  return Array.from(bytes, (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('');
}

/**
 * A receipt: the secret a visitor's confirmation page carries to show the reference of what they
 * sent. Only its hash is stored, so a copy of the database confirms nothing.
 */
export function newReceipt(): string {
  return randomBytes(24).toString('base64url');
}

export function receiptHash(receipt: string): string {
  return createHash('sha256').update(receipt).digest('base64url');
}
