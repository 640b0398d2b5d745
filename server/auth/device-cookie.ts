import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeCanonicalBase64url } from './staff-cookies.ts';

/** How long a browser that signed in counts as known without signing in again. */
export const deviceCookieLifetimeMs = 180 * 24 * 60 * 60 * 1000;

const nonceLength = 22;
const signatureLength = 43;

/**
 * OWASP's device cookie: after a successful sign-in the browser gets "issuedAt.nonce.signature",
 * signed with a key derived from SESSION_SECRET and the admin key. A browser presenting a valid one
 * is limited by its own failures only, so strangers at the same address cannot lock it out.
 */
export class DeviceCookies {
  readonly #signingKey: Buffer;
  readonly #now: () => number;

  constructor(signingKey: Buffer, now: () => number) {
    this.#signingKey = signingKey;
    this.#now = now;
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#signingKey).update(payload).digest();
  }

  issue(): string {
    const payload = `${this.#now()}.${randomBytes(16).toString('base64url')}`;
    return `${payload}.${this.#sign(payload).toString('base64url')}`;
  }

  /** The device's id (its nonce) when the cookie is genuine, in its one spelling, and not too old. */
  verify(cookie: string | undefined): string | undefined {
    const [issuedAt = '', nonce = '', signature = '', ...rest] = cookie?.split('.') ?? [];
    if (rest.length > 0 || !/^[1-9]\d{0,15}$/.test(issuedAt)) return undefined;
    const given = decodeCanonicalBase64url(signature, signatureLength);
    if (!given || !decodeCanonicalBase64url(nonce, nonceLength)) return undefined;
    if (!timingSafeEqual(given, this.#sign(`${issuedAt}.${nonce}`))) return undefined;
    const age = this.#now() - Number(issuedAt);
    return age >= 0 && age < deviceCookieLifetimeMs ? nonce : undefined;
  }
}
