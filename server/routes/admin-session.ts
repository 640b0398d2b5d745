import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminLoginSchema, adminMessages } from '#contract/admin-session.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import {
  adminKeyMatches,
  issueSessionToken,
  sessionCookieName,
  sessionLifetimeMs,
} from '../auth/session-token.ts';
import { parseBody } from '../http/request-error.ts';

export interface AdminSessionRouteOptions {
  adminKey: string;
  signingKey: Buffer;
  guards: AdminGuards;
  limiter: LoginLimiter;
  now: () => number;
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    // Behind a TLS-terminating proxy this needs TRUST_PROXY, so that X-Forwarded-Proto counts.
    secure: request.protocol === 'https',
  };
}

/** POST opens an admin session (rate limited), GET tells whether it is valid, DELETE ends it. */
export function registerAdminSessionRoutes(app: FastifyInstance, options: AdminSessionRouteOptions) {
  const { guards, limiter } = options;

  app.post('/api/admin/session', { onRequest: [guards.requireSameOrigin] }, async (request, reply) => {
    const allowance = limiter.check(request.ip);
    if (!allowance.allowed) {
      return reply
        .code(429)
        .header('retry-after', String(allowance.retryAfterSeconds))
        .send({ error: adminMessages.tooManyAttempts });
    }
    const { key } = parseBody(adminLoginSchema, request.body);
    if (!adminKeyMatches(key, options.adminKey)) {
      limiter.recordFailure(request.ip);
      return reply.code(401).send({ error: adminMessages.invalidKey });
    }
    const token = issueSessionToken(options.signingKey, options.now());
    return reply
      .setCookie(sessionCookieName, token, { ...cookieOptions(request), maxAge: sessionLifetimeMs / 1000 })
      .code(204)
      .send();
  });

  app.get('/api/admin/session', async (request, reply: FastifyReply) => {
    if (guards.hasSession(request)) return { admin: true };
    return reply.code(401).send({ error: adminMessages.loginRequired });
  });

  app.delete('/api/admin/session', { onRequest: [guards.requireSameOrigin] }, async (request, reply) =>
    reply.clearCookie(sessionCookieName, cookieOptions(request)).code(204).send(),
  );
}
