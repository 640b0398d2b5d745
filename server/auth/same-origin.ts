import type { FastifyRequest } from 'fastify';

/**
 * True when the browser says the request comes from another site: an Origin header (sent with
 * every cross-origin and every non-GET fetch) that differs from this server's own origin, or
 * Sec-Fetch-Site: cross-site. Requests without either header (curl, server to server) pass.
 */
export function isForeignOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const own = new URL(`${request.protocol}://${request.host}`).origin;
    return new URL(origin).origin !== own;
  } catch {
    // "null" (sandboxed frames, privacy redirects) and anything unparsable count as foreign.
    return true;
  }
}
