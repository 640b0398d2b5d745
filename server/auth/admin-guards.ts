import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages } from '#contract/admin-session.ts';
import { isForeignOrigin } from './same-origin.ts';
import { isValidSessionToken, sessionCookieName } from './session-token.ts';

export interface AdminGuards {
  /** True when the request carries a valid, unexpired admin session cookie. */
  hasSession(request: FastifyRequest): boolean;
  /** onRequest hook: 403 for requests from another site. */
  requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** onRequest hook: 401 without a valid admin session. */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

export function createAdminGuards(signingKey: Buffer, now: () => number): AdminGuards {
  const hasSession = (request: FastifyRequest) =>
    isValidSessionToken(signingKey, request.cookies[sessionCookieName], now());
  return {
    hasSession,
    async requireSameOrigin(request, reply) {
      if (isForeignOrigin(request)) return reply.code(403).send({ error: adminMessages.foreignOrigin });
      return undefined;
    },
    async requireAdmin(request, reply) {
      if (!hasSession(request)) return reply.code(401).send({ error: adminMessages.loginRequired });
      return undefined;
    },
  };
}
