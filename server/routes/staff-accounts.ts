import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  staffAccountEndpoints,
  staffAccountMessages,
  staffSignInEndpoints,
} from '#contract/staff-accounts.ts';
import type { StaffAccountView } from '#contract/staff-accounts.ts';
import { companyName } from '#contract/company.ts';
import { answerLimited } from '../auth/limited-answer.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import type { Invitation, StaffSignIn } from '../auth/staff-sign-in.ts';
import { pageOriginOf } from '../auth/staff-passkeys.ts';
import { sessionCookieOf } from '../auth/session-cookie.ts';
import { deviceCookieLifetimeMs, type DeviceCookies } from '../auth/device-cookie.ts';
import { staffCookieName, staffCookieOptions } from '../auth/staff-cookies.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { RequestError } from '../http/request-error.ts';
import {
  EmailTakenError,
  losesOwner,
  type StaffAccount,
  type StaffAccountRepository,
} from '../store/staff-account-repository.ts';
import { openStaffSession } from './open-staff-session.ts';

export interface StaffAccountRouteOptions {
  accounts: StaffAccountRepository;
  signIn: StaffSignIn;
  sessions: AdminSessions;
  guards: AdminGuards;
  audit: AuditLog;
  /** A browser that signed in before is limited by its own failures, not the account's. */
  deviceCookies: DeviceCookies;
  /** Present when the server can send mail (SMTP_URL): invitation links are then mailed too. */
  mail?: MailOutbox;
}

const view = (account: StaffAccount): StaffAccountView => ({
  id: account.id,
  email: account.email,
  displayName: account.displayName,
  roles: account.roles,
  disabled: account.disabledAt !== null,
  createdAt: new Date(account.createdAt).toISOString(),
});

const invitationView = (invitation: Invitation, mailedTo: string | null) => ({
  token: invitation.token,
  expiresAt: new Date(invitation.expiresAt).toISOString(),
  mailedTo,
});

/** The mail that carries an invitation link to the person invited. */
export function invitationMail(account: StaffAccount, link: string, expiresAt: number) {
  return {
    to: account.email,
    subject: `Your staff account at ${companyName}`,
    text: [
      `Hello ${account.displayName},`,
      '',
      `You are invited to the staff screens of the ${companyName} website. Open this link to set up your`,
      'sign-in (a passkey, or a password with an authenticator app):',
      '',
      link,
      '',
      `The link works once, until ${new Date(expiresAt).toUTCString()}. If you did not expect it, ignore this mail.`,
    ].join('\n'),
  };
}

/** The owner's management of staff accounts, and the invitation and sign-in of staff members. */
export function registerStaffAccountRoutes(app: FastifyInstance, options: StaffAccountRouteOptions) {
  const { accounts, signIn, sessions, guards, audit, mail, deviceCookies } = options;
  /**
   * Queues the link for the person when the server can mail, and answers where it goes. The link
   * names the host the owner used: passkeys belong to the host name they were made on.
   */
  const mailInvitation = async (request: FastifyRequest, account: StaffAccount, invitation: Invitation) => {
    if (!mail) return null;
    const link = `${pageOriginOf(request)}/admin/join#${invitation.token}`;
    await mail.queue(invitationMail(account, link, invitation.expiresAt), invitation.expiresAt);
    return account.email;
  };
  const onAccount = (id: string) => ({ recordType: 'staff-account', recordId: id });
  const sameSite = { onRequest: [guards.requireSameOrigin] };

  registerEndpoint(app, staffAccountEndpoints.list, async () => ({
    accounts: (await accounts.list()).map(view),
  }));

  registerEndpoint(app, staffAccountEndpoints.create, async (request, reply) => {
    try {
      const account = await accounts.create(request.body);
      const invitation = await signIn.invite(account.id);
      const mailedTo = await mailInvitation(request, account, invitation);
      await audit.record(staffActor(request), {
        action: 'account.invite',
        ...onAccount(account.id),
        details: {
          email: account.email,
          displayName: account.displayName,
          roles: account.roles,
          mailed: mailedTo !== null,
        },
      });
      return reply
        .code(201)
        .send({ account: view(account), invitation: invitationView(invitation, mailedTo) });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new RequestError(409, staffAccountMessages.emailTaken);
      throw error;
    }
  });

  registerEndpoint(app, staffAccountEndpoints.change, async (request) => {
    const { roles, disabled } = request.body;
    const current = await accounts.find(request.params.id);
    if (!current) throw new RequestError(404, staffAccountMessages.accountNotFound);
    // The owner role can't be given up by its holder: another owner (or the admin key) takes it.
    if (losesOwner(current, { roles, disabled }) && staffActor(request).accountId === current.id)
      throw new RequestError(409, staffAccountMessages.ownOwnerRole);
    const changed = await accounts.change(current.id, { roles, disabled });
    if (changed === 'last-owner') throw new RequestError(409, staffAccountMessages.lastOwner);
    if (!changed) throw new RequestError(404, staffAccountMessages.accountNotFound);
    const { before, after: account } = changed;
    if (disabled === true) await signIn.withdrawInvitation(account.id);
    const actor = staffActor(request);
    if (roles && account.roles.join() !== before.roles.join())
      await audit.record(actor, {
        action: 'account.roles-change',
        ...onAccount(account.id),
        details: { before: before.roles, after: account.roles },
      });
    if (disabled !== undefined && disabled !== (before.disabledAt !== null))
      await audit.record(actor, {
        action: disabled ? 'account.disable' : 'account.enable',
        ...onAccount(account.id),
      });
    return { account: view(account) };
  });

  registerEndpoint(app, staffAccountEndpoints.reinvite, async (request, reply) => {
    const account = await accounts.find(request.params.id);
    if (!account) throw new RequestError(404, staffAccountMessages.accountNotFound);
    const invitation = await signIn.invite(account.id);
    const ended = await sessions.endAllOf(account.id);
    const mailedTo = await mailInvitation(request, account, invitation);
    await audit.record(staffActor(request), {
      action: 'account.invite',
      ...onAccount(account.id),
      details: { again: true, sessionsEnded: ended, mailed: mailedTo !== null },
    });
    return reply.code(201).send({ account: view(account), invitation: invitationView(invitation, mailedTo) });
  });

  registerEndpoint(app, staffAccountEndpoints.endSessions, async (request) => {
    const account = await accounts.find(request.params.id);
    if (!account) throw new RequestError(404, staffAccountMessages.accountNotFound);
    const ended = await sessions.endAllOf(account.id);
    await audit.record(staffActor(request), {
      action: 'account.sessions-end',
      ...onAccount(account.id),
      details: { ended },
    });
    return { ended };
  });

  registerEndpoint(app, staffAccountEndpoints.endEverySession, async (request) => {
    const ended = await sessions.endAllBut(sessionCookieOf(request) ?? '');
    await audit.record(staffActor(request), {
      action: 'account.sessions-end',
      details: { everyone: true, ended },
    });
    return { ended };
  });

  registerEndpoint(
    app,
    staffSignInEndpoints.openInvitation,
    async (request) => {
      const invitation = await signIn.openInvitation(request.body.token);
      if (!invitation) throw new RequestError(404, staffAccountMessages.invitationInvalid);
      return {
        email: invitation.account.email,
        displayName: invitation.account.displayName,
        roles: invitation.account.roles,
        expiresAt: new Date(invitation.expiresAt).toISOString(),
        totpSecret: invitation.totpSecret,
        totpUri: invitation.totpUri,
        totpQrCode: invitation.totpQrCode,
      };
    },
    sameSite,
  );

  registerEndpoint(
    app,
    staffSignInEndpoints.acceptInvitation,
    async (request, reply) => {
      const { token, password, code } = request.body;
      const outcome = await signIn.register(token, password, code);
      if (outcome.status === 'invalid-invitation')
        throw new RequestError(404, staffAccountMessages.invitationInvalid);
      if (outcome.status === 'limited') return answerLimited(reply, outcome);
      if (outcome.status === 'bad-password')
        throw new RequestError(400, outcome.problem, { password: outcome.problem });
      if (outcome.status === 'bad-code')
        throw new RequestError(400, staffAccountMessages.codeInvalid, {
          code: staffAccountMessages.codeInvalid,
        });
      const { account } = outcome;
      const actor = { accountId: account.id, sessionRef: null, address: request.ip };
      await audit.record(actor, {
        action: 'account.register',
        ...onAccount(account.id),
        details: { method: 'password+totp' },
      });
      await openStaffSession({ sessions, audit }, request, reply, account.id, 'password+totp');
      return reply.send({ recoveryCodes: outcome.recoveryCodes });
    },
    sameSite,
  );

  registerEndpoint(
    app,
    staffSignInEndpoints.signIn,
    async (request, reply: FastifyReply) => {
      const deviceName = staffCookieName(request, 'device');
      const outcome = await signIn.signIn({
        ...request.body,
        address: request.ip,
        deviceId: deviceCookies.verify(request.cookies[deviceName]),
      });
      if (outcome.status === 'limited') return answerLimited(reply, outcome);
      if (outcome.status === 'refused') {
        await audit.record(
          { accountId: outcome.accountId, sessionRef: null, address: request.ip },
          { action: 'session.sign-in-failed', details: { method: 'password', stage: outcome.stage } },
        );
        return reply.code(401).send({ error: staffAccountMessages.signInFailed });
      }
      const { account, method } = outcome;
      if (method === 'password+recovery-code')
        await audit.record(
          { accountId: account.id, sessionRef: null, address: request.ip },
          { action: 'recovery-code.use', ...onAccount(account.id) },
        );
      await openStaffSession({ sessions, audit }, request, reply, account.id, method);
      return reply
        .setCookie(deviceName, deviceCookies.issue(), {
          ...staffCookieOptions(request),
          maxAge: deviceCookieLifetimeMs / 1000,
        })
        .code(204)
        .send();
    },
    sameSite,
  );
}
