import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminLoginSchema, adminMessages } from '#contract/admin-session.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { adminKeyMatches } from '../auth/admin-key.ts';
import { type AdminSessions, sessionLifetimeMs } from '../auth/admin-sessions.ts';
import { deviceCookieLifetimeMs, type DeviceCookies } from '../auth/device-cookie.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { staffCookieName, staffCookieOptions } from '../auth/staff-cookies.ts';
import { parseBody } from '../http/request-error.ts';

export interface AdminSessionRouteOptions {
  adminKey: string;
  guards: AdminGuards;
  sessions: AdminSessions;
  deviceCookies: DeviceCookies;
  throttle: LoginThrottle;
}

/** POST opens an admin session (rate limited), GET tells whether it is valid, DELETE ends it. */
export function registerAdminSessionRoutes(app: FastifyInstance, options: AdminSessionRouteOptions) {
  const { guards, sessions, deviceCookies, throttle } = options;

  app.post('/api/admin/session', { onRequest: [guards.requireSameOrigin] }, async (request, reply) => {
    const client = {
      deviceId: deviceCookies.verify(request.cookies[staffCookieName(request, 'device')]),
      address: request.ip,
    };
    const allowance = await throttle.check(client);
    if (!allowance.allowed) {
      return reply
        .code(429)
        .header('retry-after', String(allowance.retryAfterSeconds))
        .send({ error: adminMessages.tooManyAttempts });
    }
    const { key } = parseBody(adminLoginSchema, request.body);
    if (!adminKeyMatches(key, options.adminKey)) {
      await throttle.recordFailure(client);
      return reply.code(401).send({ error: adminMessages.invalidKey });
    }
    const session = await sessions.open({ address: request.ip, userAgent: request.headers['user-agent'] });
    const cookieOptions = staffCookieOptions(request);
    return reply
      .setCookie(staffCookieName(request, 'session'), session, {
        ...cookieOptions,
        maxAge: sessionLifetimeMs / 1000,
      })
      .setCookie(staffCookieName(request, 'device'), deviceCookies.issue(), {
        ...cookieOptions,
        maxAge: deviceCookieLifetimeMs / 1000,
      })
      .code(204)
      .send();
  });

  app.get('/api/admin/session', async (request, reply: FastifyReply) => {
    if (await guards.hasSession(request)) return { admin: true };
    return reply.code(401).send({ error: adminMessages.loginRequired });
  });

  app.delete('/api/admin/session', { onRequest: [guards.requireSameOrigin] }, async (request, reply) => {
    const name = staffCookieName(request, 'session');
    await sessions.end(request.cookies[name]);
    return reply.clearCookie(name, staffCookieOptions(request)).code(204).send();
  });
}
