import type { FastifyRequest } from 'fastify';

export const staffCookieBaseNames = {
  /** The staff session: a random id naming a session row in the store. */
  session: 'admin_session',
  /** A browser that signed in before: exempt from the per-address sign-in limit. */
  device: 'admin_device',
} as const;

export type StaffCookie = keyof typeof staffCookieBaseNames;

/**
 * Over HTTPS the names carry the __Host- prefix: the browser then accepts the cookie only when it
 * is Secure, for Path=/ and without a Domain, so no sibling subdomain can plant or shadow it.
 */
export function staffCookieName(request: FastifyRequest, cookie: StaffCookie): string {
  return request.protocol === 'https'
    ? `__Host-${staffCookieBaseNames[cookie]}`
    : staffCookieBaseNames[cookie];
}

export function staffCookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    // Behind a TLS-terminating proxy this needs TRUST_PROXY, so that X-Forwarded-Proto counts.
    secure: request.protocol === 'https',
  };
}

/** Fixed-length random values (ids, nonces) in base64url, accepted only in their one canonical spelling. */
export function decodeCanonicalBase64url(value: string, length: number): Buffer | undefined {
  if (value.length !== length || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  const bytes = Buffer.from(value, 'base64url');
  // Unused low bits of the last character would otherwise give one value several spellings.
  return bytes.toString('base64url') === value ? bytes : undefined;
}
