import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages } from '#contract/admin-session.ts';
import { ownAccountEndpoints, ownAccountMessages } from '#contract/staff-own-account.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import type { StaffSignIn } from '../auth/staff-sign-in.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';

export interface OwnAccountRouteOptions {
  sessions: AdminSessions;
  signIn: StaffSignIn;
  audit: AuditLog;
}

/** What a member of staff does with their own account: see and end sessions, replace recovery codes. */
export function registerOwnAccountRoutes(app: FastifyInstance, options: OwnAccountRouteOptions) {
  const { sessions, signIn, audit } = options;

  /** The signed-in account and this session; the admin key has no account. */
  const own = (request: FastifyRequest) => {
    const { accountId, sessionRef } = staffOf(request);
    if (accountId === null) throw new RequestError(409, ownAccountMessages.ownAccountOnly);
    return { accountId, sessionRef };
  };

  registerEndpoint(app, ownAccountEndpoints.listSessions, async (request) => {
    const { accountId, sessionRef } = own(request);
    const live = await sessions.listOf(accountId);
    return {
      sessions: live.map((session) => ({
        ref: session.sessionRef,
        createdAt: new Date(session.createdAt).toISOString(),
        lastUsedAt: new Date(session.lastUsedAt).toISOString(),
        userAgent: session.userAgent,
        current: session.sessionRef === sessionRef,
      })),
    };
  });

  registerEndpoint(app, ownAccountEndpoints.endSession, async (request, reply) => {
    const { accountId } = own(request);
    if ((await sessions.endOf(accountId, [request.params.ref])) === 0)
      throw new RequestError(404, ownAccountMessages.sessionNotFound);
    await audit.record(staffActor(request), {
      action: 'session.end-others',
      recordType: 'session',
      recordId: request.params.ref,
    });
    return reply.code(204).send();
  });

  registerEndpoint(app, ownAccountEndpoints.newRecoveryCodes, async (request, reply) => {
    const { accountId } = own(request);
    const outcome = await signIn.replaceRecoveryCodes(accountId, request.body.password, request.ip);
    if (outcome.status === 'limited')
      return reply
        .code(429)
        .header('retry-after', String(outcome.retryAfterSeconds))
        .send({ error: adminMessages.tooManyAttempts });
    if (outcome.status === 'refused')
      throw new RequestError(400, ownAccountMessages.passwordWrong, {
        password: ownAccountMessages.passwordWrong,
      });
    if (outcome.status === 'no-password')
      throw new RequestError(400, ownAccountMessages.noPassword, { password: ownAccountMessages.noPassword });
    await audit.record(staffActor(request), {
      action: 'recovery-codes.regenerate',
      recordType: 'staff-account',
      recordId: accountId,
    });
    return { recoveryCodes: outcome.recoveryCodes };
  });
}
