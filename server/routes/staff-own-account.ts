import type { FastifyInstance } from 'fastify';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { ownAccountEndpoints, ownAccountMessages } from '#contract/staff-own-account.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { answerLimited } from '../auth/limited-answer.ts';
import { ownAccountOf } from '../auth/admin-guards.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import type { StaffSignIn } from '../auth/staff-sign-in.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';

export interface OwnAccountRouteOptions {
  sessions: AdminSessions;
  signIn: StaffSignIn;
  audit: AuditLog;
}

/**
 * What a member of staff does with their own account: see and end sessions, replace recovery
 * codes, change the password, switch to a new authenticator app. All but looking need a sign-in or
 * confirmation just now (the contract says which; the staff gate checks it).
 */
export function registerOwnAccountRoutes(app: FastifyInstance, options: OwnAccountRouteOptions) {
  const { sessions, signIn, audit } = options;

  registerEndpoint(app, ownAccountEndpoints.listSessions, async (request) => {
    const { accountId, sessionRef } = ownAccountOf(request);
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

  registerEndpoint(app, ownAccountEndpoints.endOtherSessions, async (request) => {
    const { accountId, sessionRef } = ownAccountOf(request);
    const ended = await sessions.endOthersOf(accountId, sessionRef);
    await audit.record(staffActor(request), {
      action: 'session.end-others',
      recordType: 'staff-account',
      recordId: accountId,
      details: { ended },
    });
    return { ended };
  });

  registerEndpoint(app, ownAccountEndpoints.endSession, async (request, reply) => {
    const { accountId } = ownAccountOf(request);
    if ((await sessions.endOf(accountId, [request.params.ref])) === 0)
      throw new RequestError(404, ownAccountMessages.sessionNotFound);
    await audit.record(staffActor(request), {
      action: 'session.end-others',
      recordType: 'session',
      recordId: request.params.ref,
    });
    return reply.code(204).send();
  });

  const noPassword = () => new RequestError(400, ownAccountMessages.noPassword);

  registerEndpoint(app, ownAccountEndpoints.newRecoveryCodes, async (request) => {
    const { accountId } = ownAccountOf(request);
    const outcome = await signIn.replaceRecoveryCodes(accountId);
    if (outcome.status === 'no-password') throw noPassword();
    await audit.record(staffActor(request), {
      action: 'recovery-codes.regenerate',
      recordType: 'staff-account',
      recordId: accountId,
    });
    return { recoveryCodes: outcome.recoveryCodes };
  });

  registerEndpoint(app, ownAccountEndpoints.changePassword, async (request, reply) => {
    const { accountId, sessionRef } = ownAccountOf(request);
    const { currentPassword, newPassword } = request.body;
    const outcome = await signIn.changePassword(
      accountId,
      { current: currentPassword, next: newPassword },
      request.ip,
    );
    if (outcome.status === 'limited') return answerLimited(reply, outcome);
    if (outcome.status === 'refused') {
      // Both at once, so the person does not fix one field only to be told about the other.
      const fields = {
        currentPassword: ownAccountMessages.passwordWrong,
        ...(outcome.problem && { newPassword: outcome.problem }),
      };
      throw new RequestError(400, ownAccountMessages.passwordWrong, fields);
    }
    if (outcome.status === 'no-password')
      throw new RequestError(400, ownAccountMessages.noPassword, {
        currentPassword: ownAccountMessages.noPassword,
      });
    if (outcome.status === 'bad-password')
      throw new RequestError(400, outcome.problem, { newPassword: outcome.problem });
    // Whoever else holds a session of the account (the reason for a change, often) is signed out.
    const otherSessionsEnded = await sessions.endOthersOf(accountId, sessionRef);
    await audit.record(staffActor(request), {
      action: 'password.change',
      recordType: 'staff-account',
      recordId: accountId,
      details: { otherSessionsEnded },
    });
    return { otherSessionsEnded };
  });

  registerEndpoint(app, ownAccountEndpoints.startAuthenticatorChange, async (request) => {
    const { accountId } = ownAccountOf(request);
    const outcome = await signIn.startAuthenticatorChange(accountId);
    if (outcome.status === 'no-password') throw noPassword();
    const { totpSecret, totpUri, totpQrCode, pending, expiresAt } = outcome;
    return { totpSecret, totpUri, totpQrCode, pending, expiresAt: new Date(expiresAt).toISOString() };
  });

  registerEndpoint(app, ownAccountEndpoints.confirmAuthenticatorChange, async (request, reply) => {
    const { accountId } = ownAccountOf(request);
    const outcome = await signIn.confirmAuthenticatorChange(
      accountId,
      request.body.pending,
      request.body.code,
    );
    if (outcome.status === 'expired')
      throw new RequestError(400, ownAccountMessages.authenticatorSetupExpired, {
        pending: ownAccountMessages.authenticatorSetupExpired,
      });
    if (outcome.status === 'bad-code')
      throw new RequestError(400, staffAccountMessages.codeInvalid, {
        code: staffAccountMessages.codeInvalid,
      });
    await audit.record(staffActor(request), {
      action: 'authenticator.change',
      recordType: 'staff-account',
      recordId: accountId,
    });
    return reply.code(204).send();
  });
}
