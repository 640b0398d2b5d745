import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionLifetimeMs } from './admin-sessions.ts';
import { staffCookieName, staffCookieOptions } from './staff-cookies.ts';

/** Sets the cookie of a session just opened. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): FastifyReply {
  return reply.setCookie(staffCookieName(request, 'session'), sessionId, {
    ...staffCookieOptions(request),
    maxAge: sessionLifetimeMs / 1000,
  });
}
