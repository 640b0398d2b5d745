import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Secrets } from './secrets.ts';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares a typed key with the admin key in time that does not depend on where they differ. */
export function adminKeyMatches(candidate: string, adminKey: string): boolean {
  return timingSafeEqual(sha256(candidate), sha256(adminKey));
}

/**
 * Stored with each session, so that a session opened with another admin key is not valid. Keyed
 * with the session secret: the store never holds a plain hash someone could test guesses against.
 */
export function adminKeyFingerprint(secrets: Secrets): string {
  return createHmac('sha256', secrets.sessionSecret)
    .update('admin-key-fingerprint\0')
    .update(secrets.adminKey)
    .digest('hex');
}

/**
 * The key that signs device cookies. It depends on the admin key too, so after the admin key
 * changes no browser counts as one that signed in before.
 */
export function deviceSigningKey(secrets: Secrets): Buffer {
  return createHmac('sha256', secrets.sessionSecret)
    .update('admin-device\0')
    .update(sha256(secrets.adminKey))
    .digest();
}

/** Keys the audit log's address hashes, so that the few possible addresses cannot be tried against them. */
export function auditAddressKey(secrets: Secrets): Buffer {
  return createHmac('sha256', secrets.sessionSecret).update('audit-address\0').digest();
}
