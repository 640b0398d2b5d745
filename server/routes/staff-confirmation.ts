import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { confirmationEndpoints, confirmationMessages } from '#contract/staff-confirmation.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { answerLimited } from '../auth/limited-answer.ts';
import { ownAccountOf, ownAccountRecordOf } from '../auth/admin-guards.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import { sessionCookieOf } from '../auth/session-cookie.ts';
import { relyingPartyOf, type StaffPasskeys } from '../auth/staff-passkeys.ts';
import type { StaffSignIn } from '../auth/staff-sign-in.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { StaffAccountRepository } from '../store/staff-account-repository.ts';
import type { StaffPasskeyRepository } from '../store/staff-passkey-repository.ts';

export interface ConfirmationRouteOptions {
  sessions: AdminSessions;
  signIn: StaffSignIn;
  passkeys: StaffPasskeys;
  passkeyStore: StaffPasskeyRepository;
  accounts: StaffAccountRepository;
  audit: AuditLog;
}

/**
 * Confirming who one is before changing how one signs in: the password and a code again (counted
 * like a sign-in, so it shares the sign-in's limits), or one of the account's own passkeys.
 */
export function registerConfirmationRoutes(app: FastifyInstance, options: ConfirmationRouteOptions) {
  const { sessions, signIn, passkeys, passkeyStore, accounts, audit } = options;

  const stateOf = async (accountId: string, confirmedUntil: number | null) => ({
    confirmedUntil: confirmedUntil === null ? null : new Date(confirmedUntil).toISOString(),
    ways: {
      passkey: (await passkeyStore.listOf(accountId)).length > 0,
      password: await signIn.hasPassword(accountId),
    },
  });

  registerEndpoint(app, confirmationEndpoints.read, async (request) => {
    const principal = ownAccountOf(request);
    return stateOf(principal.accountId, sessions.isConfirmed(principal) ? principal.confirmedUntil : null);
  });

  registerEndpoint(app, confirmationEndpoints.confirm, async (request, reply) => {
    const account = await ownAccountRecordOf(request, accounts);
    const { body } = request;
    let method: 'passkey' | 'password+totp' | 'password+recovery-code';
    if ('credential' in body) {
      const credential = body.credential as unknown as AuthenticationResponseJSON;
      const signer = await passkeys.signIn(credential, relyingPartyOf(request));
      if (signer?.id !== account.id) {
        await audit.record(staffActor(request), {
          action: 'session.sign-in-failed',
          details: { method: 'passkey', confirming: true },
        });
        throw new RequestError(400, confirmationMessages.passkeyFailed);
      }
      method = 'passkey';
    } else {
      const outcome = await signIn.signIn({
        email: account.email,
        password: body.password,
        code: body.code,
        address: request.ip,
      });
      if (outcome.status === 'limited') return answerLimited(reply, outcome);
      if (outcome.status === 'refused' || outcome.account.id !== account.id) {
        await audit.record(staffActor(request), {
          action: 'session.sign-in-failed',
          details: { method: 'password', confirming: true },
        });
        throw new RequestError(400, confirmationMessages.failed, {
          password: confirmationMessages.failed,
          code: confirmationMessages.failed,
        });
      }
      method = outcome.method;
      if (method === 'password+recovery-code')
        await audit.record(staffActor(request), {
          action: 'recovery-code.use',
          recordType: 'staff-account',
          recordId: account.id,
        });
    }
    const cookie = sessionCookieOf(request);
    if (cookie === undefined)
      throw new Error('the staff checks let a request without a session cookie through');
    const confirmedUntil = await sessions.confirm(cookie);
    await audit.record(staffActor(request), {
      action: 'session.confirm',
      recordType: 'staff-account',
      recordId: account.id,
      details: { method },
    });
    return stateOf(account.id, confirmedUntil);
  });
}
