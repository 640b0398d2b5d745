import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import {
  invitationPasskeyEndpoints,
  passkeyMessages,
  staffPasskeyEndpoints,
  type PasskeyView,
} from '#contract/staff-passkeys.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { ownAccountOf, ownAccountRecordOf } from '../auth/admin-guards.ts';
import type { AdminSessions } from '../auth/admin-sessions.ts';
import { relyingPartyOf, type StaffPasskeys } from '../auth/staff-passkeys.ts';
import type { StaffSignIn } from '../auth/staff-sign-in.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { StaffAccountRepository } from '../store/staff-account-repository.ts';
import type { StaffPasskey, StaffPasskeyRepository } from '../store/staff-passkey-repository.ts';
import { openStaffSession } from './open-staff-session.ts';

export interface StaffPasskeyRouteOptions {
  passkeys: StaffPasskeys;
  store: StaffPasskeyRepository;
  accounts: StaffAccountRepository;
  signIn: StaffSignIn;
  sessions: AdminSessions;
  audit: AuditLog;
  sameOrigin: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

const view = (passkey: StaffPasskey): PasskeyView => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: new Date(passkey.createdAt).toISOString(),
  lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
});

/** WebAuthn options as the JSON answer the contract declares. */
const optionsJson = (options: { challenge: string }) =>
  ({ ...options }) as { challenge: string; [key: string]: unknown };

/** An invited person registers a passkey; staff add and remove their own passkeys, and sign in with one. */
export function registerStaffPasskeyRoutes(app: FastifyInstance, options: StaffPasskeyRouteOptions) {
  const { passkeys, store, accounts, signIn, sessions, audit } = options;
  const sameSite = { onRequest: [options.sameOrigin] };

  registerEndpoint(app, staffPasskeyEndpoints.list, async (request) => ({
    passkeys: (await store.listOf(ownAccountOf(request).accountId)).map(view),
  }));

  registerEndpoint(app, staffPasskeyEndpoints.registrationOptions, async (request) =>
    optionsJson(
      await passkeys.registrationOptions(
        await ownAccountRecordOf(request, accounts),
        relyingPartyOf(request),
      ),
    ),
  );

  registerEndpoint(app, staffPasskeyEndpoints.add, async (request, reply) => {
    const { accountId } = ownAccountOf(request);
    const { name, credential } = request.body;
    const passkey = await passkeys.register(
      accountId,
      name,
      credential as unknown as RegistrationResponseJSON,
      relyingPartyOf(request),
    );
    if (!passkey) throw new RequestError(400, passkeyMessages.notVerified);
    await audit.record(staffActor(request), {
      action: 'passkey.add',
      recordType: 'passkey',
      recordId: passkey.id,
      details: { name },
    });
    return reply.code(201).send({ passkey: view(passkey) });
  });

  registerEndpoint(app, staffPasskeyEndpoints.remove, async (request, reply) => {
    if (!(await store.remove(ownAccountOf(request).accountId, request.params.id)))
      throw new RequestError(404, passkeyMessages.notFound);
    await audit.record(staffActor(request), {
      action: 'passkey.remove',
      recordType: 'passkey',
      recordId: request.params.id,
    });
    return reply.code(204).send();
  });

  registerEndpoint(
    app,
    staffPasskeyEndpoints.signInOptions,
    async (request) => optionsJson(await passkeys.signInOptions(relyingPartyOf(request))),
    sameSite,
  );

  registerEndpoint(
    app,
    staffPasskeyEndpoints.signIn,
    async (request, reply) => {
      const credential = request.body.credential as unknown as AuthenticationResponseJSON;
      const account = await passkeys.signIn(credential, relyingPartyOf(request));
      if (!account) {
        const known = await store.find(credential.id);
        await audit.record(
          { accountId: known?.accountId ?? null, sessionRef: null, address: request.ip },
          { action: 'session.sign-in-failed', details: { method: 'passkey' } },
        );
        return reply.code(401).send({ error: passkeyMessages.signInFailed });
      }
      await openStaffSession({ sessions, audit }, request, reply, account.id, 'passkey');
      return reply.code(204).send();
    },
    sameSite,
  );

  /** The account the invitation is for: the token stands in for a session. */
  const invitedAccount = async (token: string) => {
    const account = await signIn.invitedAccount(token);
    if (!account) throw new RequestError(404, staffAccountMessages.invitationInvalid);
    return account;
  };

  registerEndpoint(
    app,
    invitationPasskeyEndpoints.invitationOptions,
    async (request) =>
      optionsJson(
        await passkeys.registrationOptions(
          await invitedAccount(request.body.token),
          relyingPartyOf(request),
          'invitation',
        ),
      ),
    sameSite,
  );

  registerEndpoint(
    app,
    invitationPasskeyEndpoints.registerWithInvitation,
    async (request, reply) => {
      const { token, name, credential } = request.body;
      const invited = await invitedAccount(token);
      const passkey = await passkeys.verifyRegistration(
        invited.id,
        name,
        credential as unknown as RegistrationResponseJSON,
        relyingPartyOf(request),
        'invitation',
      );
      if (!passkey) throw new RequestError(400, passkeyMessages.notVerified);
      const account = await signIn.registerPasskey(token, passkey);
      if (!account) throw new RequestError(404, staffAccountMessages.invitationInvalid);
      await audit.record(
        { accountId: account.id, sessionRef: null, address: request.ip },
        {
          action: 'account.register',
          recordType: 'staff-account',
          recordId: account.id,
          details: { method: 'passkey', passkey: passkey.id, name },
        },
      );
      await openStaffSession({ sessions, audit }, request, reply, account.id, 'passkey');
      return reply.code(204).send();
    },
    sameSite,
  );
}
