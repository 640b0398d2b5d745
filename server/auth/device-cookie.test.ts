import { describe, expect, it } from 'vitest';
import { deviceSigningKey } from './admin-key.ts';
import { deviceCookieLifetimeMs, DeviceCookies } from './device-cookie.ts';

const secrets = { adminKey: 'admin-key-0123456789', sessionSecret: 'session-secret-0123456789-0123456789' };
const issuedAt = Date.parse('2026-01-15T10:00:00Z');
const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('device cookies', () => {
  let clock = issuedAt;
  const cookies = new DeviceCookies(deviceSigningKey(secrets), () => clock);

  it('name the device until they are 180 days old', () => {
    clock = issuedAt;
    const cookie = cookies.issue();
    const id = cookies.verify(cookie);
    expect(id).toMatch(/^[\w-]{22}$/);
    clock = issuedAt + deviceCookieLifetimeMs - 1;
    expect(cookies.verify(cookie)).toBe(id);
    clock = issuedAt + deviceCookieLifetimeMs;
    expect(cookies.verify(cookie)).toBeUndefined();
  });

  it('are accepted in one spelling only, and cannot be altered', () => {
    clock = issuedAt;
    const cookie = cookies.issue();
    const [time, nonce, signature] = cookie.split('.') as [string, string, string];
    const last = signature.at(-1)!;
    const respelled = `${signature.slice(0, -1)}${base64urlAlphabet[base64urlAlphabet.indexOf(last) ^ 1]}`;
    // The same signature bytes: the last character's low bits are not part of the value.
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const forged of [
      `${time}.${nonce}.${respelled}`,
      `${Number(time) + 1}.${nonce}.${signature}`,
      `0${time}.${nonce}.${signature}`,
      `${time}.${nonce}.${signature}.x`,
      '',
      'a.b.c',
    ]) {
      expect(cookies.verify(forged), forged).toBeUndefined();
    }
    expect(cookies.verify(undefined)).toBeUndefined();
  });

  it('stop counting after the admin key changes', () => {
    clock = issuedAt;
    const cookie = cookies.issue();
    const afterRotation = new DeviceCookies(
      deviceSigningKey({ ...secrets, adminKey: 'a-new-admin-key-0123' }),
      () => clock,
    );
    expect(afterRotation.verify(cookie)).toBeUndefined();
  });
});
