import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Secrets } from './secrets.ts';

export const sessionLifetimeMs = 8 * 60 * 60 * 1000;
export const sessionCookieName = 'admin_session';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Compares a typed key with the admin key in time that does not depend on where they differ. */
export function adminKeyMatches(candidate: string, adminKey: string): boolean {
  return timingSafeEqual(sha256(candidate), sha256(adminKey));
}

/**
 * The key that signs session tokens. It depends on the admin key too, so changing the admin key
 * ends every session that was opened with the old one.
 */
export function sessionSigningKey(secrets: Secrets): Buffer {
  return createHmac('sha256', secrets.sessionSecret)
    .update('admin-session\0')
    .update(sha256(secrets.adminKey))
    .digest();
}

function signature(signingKey: Buffer, payload: string): Buffer {
  return createHmac('sha256', signingKey).update(payload).digest();
}

/** A token "expiresAt.nonce.signature" that is valid until `now + sessionLifetimeMs`. */
export function issueSessionToken(signingKey: Buffer, now: number): string {
  const payload = `${now + sessionLifetimeMs}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${signature(signingKey, payload).toString('base64url')}`;
}

const tokenPattern = /^(\d{1,16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function isValidSessionToken(signingKey: Buffer, token: string | undefined, now: number): boolean {
  const match = token === undefined ? null : tokenPattern.exec(token);
  if (!match) return false;
  const [, expiresAt = '', nonce = '', signed = ''] = match;
  const expected = signature(signingKey, `${expiresAt}.${nonce}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(expiresAt) > now;
}
