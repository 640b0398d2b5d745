import { describe, expect, it } from 'vitest';
import {
  adminKeyMatches,
  isValidSessionToken,
  issueSessionToken,
  sessionLifetimeMs,
  sessionSigningKey,
} from './session-token.ts';

const secrets = { adminKey: 'admin-key-0123456789', sessionSecret: 'session-secret-0123456789-0123456789' };
const signingKey = sessionSigningKey(secrets);
const now = Date.parse('2026-01-15T10:00:00Z');

describe('session tokens', () => {
  it('are valid until 8 hours after issue', () => {
    const token = issueSessionToken(signingKey, now);
    expect(isValidSessionToken(signingKey, token, now)).toBe(true);
    expect(isValidSessionToken(signingKey, token, now + sessionLifetimeMs - 1)).toBe(true);
    expect(isValidSessionToken(signingKey, token, now + sessionLifetimeMs)).toBe(false);
  });

  it('are unique per sign-in', () => {
    expect(issueSessionToken(signingKey, now)).not.toBe(issueSessionToken(signingKey, now));
  });

  it('cannot be altered or extended', () => {
    const token = issueSessionToken(signingKey, now);
    const [expiresAt, nonce, signature] = token.split('.') as [string, string, string];
    const extended = `${Number(expiresAt) + sessionLifetimeMs}.${nonce}.${signature}`;
    expect(isValidSessionToken(signingKey, extended, now)).toBe(false);
    const flipped = `${expiresAt}.${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(isValidSessionToken(signingKey, flipped, now)).toBe(false);
    for (const junk of [undefined, '', 'a.b.c', `${token}.x`, token.replace(/\./g, '-')]) {
      expect(isValidSessionToken(signingKey, junk, now)).toBe(false);
    }
  });

  it('depend on both the session secret and the admin key', () => {
    const token = issueSessionToken(signingKey, now);
    const otherSecret = sessionSigningKey({ ...secrets, sessionSecret: `${secrets.sessionSecret}!` });
    const otherKey = sessionSigningKey({ ...secrets, adminKey: `${secrets.adminKey}!` });
    expect(isValidSessionToken(otherSecret, token, now)).toBe(false);
    expect(isValidSessionToken(otherKey, token, now)).toBe(false);
  });
});

describe('adminKeyMatches', () => {
  it('accepts only the exact key', () => {
    expect(adminKeyMatches('admin-key-0123456789', secrets.adminKey)).toBe(true);
    for (const candidate of ['', 'admin-key-012345678', 'admin-key-0123456789 ', 'ADMIN-KEY-0123456789']) {
      expect(adminKeyMatches(candidate, secrets.adminKey)).toBe(false);
    }
  });
});
