import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages, adminSessionEndpoints } from '#contract/admin-session.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import {
  adminKeyMatches,
  issueSessionToken,
  sessionCookieName,
  sessionLifetimeMs,
} from '../auth/session-token.ts';
import { registerEndpoint } from '../http/endpoint.ts';

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

  const sameOrigin = { onRequest: [guards.requireSameOrigin] };
  // Checked before the body is read, like the origin: a limited address gets 429 whatever it sends.
  const refuseWhileLimited = async (request: FastifyRequest, reply: FastifyReply) => {
    const allowance = limiter.check(request.ip);
    if (allowance.allowed) return undefined;
    return reply
      .code(429)
      .header('retry-after', String(allowance.retryAfterSeconds))
      .send({ error: adminMessages.tooManyAttempts });
  };

  registerEndpoint(
    app,
    adminSessionEndpoints.open,
    async (request, reply) => {
      if (!adminKeyMatches(request.body.key, options.adminKey)) {
        limiter.recordFailure(request.ip);
        return reply.code(401).send({ error: adminMessages.invalidKey });
      }
      const token = issueSessionToken(options.signingKey, options.now());
      return reply
        .setCookie(sessionCookieName, token, { ...cookieOptions(request), maxAge: sessionLifetimeMs / 1000 })
        .code(204)
        .send();
    },
    { onRequest: [guards.requireSameOrigin, refuseWhileLimited] },
  );

  registerEndpoint(app, adminSessionEndpoints.read, async (request) => ({
    admin: guards.hasSession(request),
  }));

  registerEndpoint(
    app,
    adminSessionEndpoints.close,
    async (request, reply) => reply.clearCookie(sessionCookieName, cookieOptions(request)).code(204).send(),
    sameOrigin,
  );
}
