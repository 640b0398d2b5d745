import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AdminSessions, sessionLifetimeMs } from './admin-sessions.ts';
import { staffCookieName, staffCookieOptions } from './staff-cookies.ts';

/** The session id the request's cookie holds, if any. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[staffCookieName(request, 'session')];
}

/**
 * Opens a session for a sign-in that just succeeded, ending the one this browser held before
 * (ASVS 5.0 7.2.4): signing in again, as the same or another person, leaves no earlier session
 * alive behind the new cookie.
 */
export async function openReplacingSession(
  sessions: AdminSessions,
  request: FastifyRequest,
  accountId: string | null = null,
): Promise<string> {
  await sessions.end(sessionCookieOf(request));
  return sessions.open({ address: request.ip, userAgent: request.headers['user-agent'] }, accountId);
}

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
