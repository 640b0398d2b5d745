import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminMessages, adminSessionEndpoints } from '#contract/admin-session.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { adminKeyMatches } from '../auth/admin-key.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { type AdminSessions, sessionRefOf } from '../auth/admin-sessions.ts';
import { deviceCookieLifetimeMs, type DeviceCookies } from '../auth/device-cookie.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { openReplacingSession, setSessionCookie } from '../auth/session-cookie.ts';
import { staffCookieName, staffCookieOptions } from '../auth/staff-cookies.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { tooManyRequests } from '../http/rate-limit.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { StaffAccount, StaffAccountRepository } from '../store/staff-account-repository.ts';
import { companyName } from '#contract/company.ts';

const recoveryMailLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The mail every owner gets when someone signs in with the admin key after owner accounts exist. */
export function adminKeyRecoveryMail(owner: StaffAccount, at: number) {
  return {
    to: owner.email,
    subject: `The admin key was used at ${companyName}`,
    text: [
      `Hello ${owner.displayName},`,
      '',
      `Someone signed in to the staff screens of the ${companyName} website with the admin key on`,
      `${new Date(at).toUTCString()}. Owners sign in with their own accounts; the admin key is kept for recovery,`,
      'when no owner can. The sign-in is in the audit log.',
      '',
      'If none of you did this, sign everyone out on the Accounts screen, then change ADMIN_KEY (or set',
      'ADMIN_KEY=off) and restart the server.',
    ].join('\n'),
  };
}

export interface AdminSessionRouteOptions {
  adminKey: string;
  /** ADMIN_KEY=off: the key opens nothing. */
  adminKeyOff: boolean;
  accounts: StaffAccountRepository;
  /** Present when the server can send mail: owners then hear of every recovery sign-in. */
  mail?: MailOutbox | undefined;
  now: () => number;
  guards: AdminGuards;
  sessions: AdminSessions;
  deviceCookies: DeviceCookies;
  throttle: LoginThrottle;
  audit: AuditLog;
}

/** POST opens an admin session (rate limited), GET tells whether it is valid, DELETE ends it. */
export function registerAdminSessionRoutes(app: FastifyInstance, options: AdminSessionRouteOptions) {
  const { guards, sessions, deviceCookies, throttle, audit, accounts, mail, now } = options;
  const adminKey = { method: 'admin-key' };

  const signInClient = (request: FastifyRequest) => ({
    deviceId: deviceCookies.verify(request.cookies[staffCookieName(request, 'device')]),
    address: request.ip,
  });
  // Checked before the body is read, like the origin: a limited client gets 429 whatever it sends.
  const refuseWhileLimited = async (request: FastifyRequest, reply: FastifyReply) => {
    const allowance = await throttle.check(signInClient(request));
    if (allowance.allowed) return undefined;
    return tooManyRequests(reply, allowance.retryAfterSeconds).send({ error: adminMessages.tooManyAttempts });
  };

  registerEndpoint(
    app,
    adminSessionEndpoints.open,
    async (request, reply) => {
      if (options.adminKeyOff) return reply.code(403).send({ error: adminMessages.keySwitchedOff });
      if (!adminKeyMatches(request.body.key, options.adminKey)) {
        await throttle.recordFailure(signInClient(request));
        await audit.record(
          { accountId: null, sessionRef: null, address: request.ip },
          { action: 'session.sign-in-failed', details: adminKey },
        );
        return reply.code(401).send({ error: adminMessages.invalidKey });
      }
      const session = await openReplacingSession(sessions, request);
      // Once owners sign in with accounts of their own, the key is their way back in: every use is told.
      const owners = (await accounts.list()).filter(
        (account) => account.disabledAt === null && account.roles.includes('owner'),
      );
      const at = now();
      if (mail)
        for (const owner of owners)
          await mail.queue(adminKeyRecoveryMail(owner, at), at + recoveryMailLifetimeMs);
      await audit.record(
        { accountId: null, sessionRef: sessionRefOf(session), address: request.ip },
        {
          action: 'session.sign-in',
          details:
            owners.length === 0
              ? adminKey
              : { ...adminKey, recovery: true, ownersAlerted: mail ? owners.length : 0 },
        },
      );
      return setSessionCookie(request, reply, session)
        .setCookie(staffCookieName(request, 'device'), deviceCookies.issue(), {
          ...staffCookieOptions(request),
          maxAge: deviceCookieLifetimeMs / 1000,
        })
        .code(204)
        .send();
    },
    { onRequest: [guards.requireSameOrigin, refuseWhileLimited] },
  );

  registerEndpoint(app, adminSessionEndpoints.read, async (request) => {
    const principal = await guards.principalOf(request);
    if (!principal) return { admin: false };
    const { displayName, roles, accountId } = principal;
    return { admin: true, staff: { accountId, displayName, roles, viaAdminKey: accountId === null } };
  });

  registerEndpoint(
    app,
    adminSessionEndpoints.close,
    async (request, reply) => {
      const name = staffCookieName(request, 'session');
      const principal = await guards.principalOf(request);
      await sessions.end(request.cookies[name]);
      if (principal) {
        const { accountId, sessionRef } = principal;
        await audit.record({ accountId, sessionRef, address: request.ip }, { action: 'session.sign-out' });
      }
      return reply.clearCookie(name, staffCookieOptions(request)).code(204).send();
    },
    { onRequest: [guards.requireSameOrigin] },
  );
}
