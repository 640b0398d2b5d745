import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages } from '#contract/admin-session.ts';
import type { AdminSessions } from './admin-sessions.ts';
import { isForeignOrigin } from './same-origin.ts';
import { staffCookieName } from './staff-cookies.ts';

export interface AdminGuards {
  /** True when the request carries the cookie of a live admin session. */
  hasSession(request: FastifyRequest): Promise<boolean>;
  /** onRequest hook: 403 for requests from another site. */
  requireSameOrigin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** onRequest hook: 401 without a live admin session. */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
}

export function createAdminGuards(sessions: AdminSessions): AdminGuards {
  const hasSession = (request: FastifyRequest) =>
    sessions.isValid(request.cookies[staffCookieName(request, 'session')]);
  return {
    hasSession,
    async requireSameOrigin(request, reply) {
      if (isForeignOrigin(request)) return reply.code(403).send({ error: adminMessages.foreignOrigin });
      return undefined;
    },
    async requireAdmin(request, reply) {
      if (!(await hasSession(request))) return reply.code(401).send({ error: adminMessages.loginRequired });
      return undefined;
    },
  };
}
