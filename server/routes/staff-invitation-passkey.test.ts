import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { ownAccountMessages } from '#contract/staff-own-account.ts';
import { passkeyMessages } from '#contract/staff-passkeys.ts';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '#testing/software-authenticator.ts';
import { buildTestApp, call, cookieHeader, freshClockStart, ownOrigin, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const site = { origin: ownOrigin, rpId: new URL(ownOrigin).hostname };

describeForEachEngine('passkeys registered with an invitation', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let owner: string;
  let clock: number;

  beforeAll(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, { now: () => clock });
    owner = await signIn(app);
  });
  afterAll(() => app.close());

  const invite = async (email: string) => {
    const created = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email, displayName: 'Farhan Qureshi', roles: ['sales'] },
    });
    expect(created.status).toBe(201);
    return created.body as { account: { id: string }; invitation: { token: string } };
  };
  const creationOptions = async (token: string) => {
    const answer = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey/options',
      payload: { token },
    });
    expect(answer.status).toBe(200);
    return answer.body as unknown as PublicKeyCredentialCreationOptionsJSON;
  };
  const registerPasskey = (token: string, credential: RegistrationResponseJSON, name = 'Work laptop') =>
    call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey',
      payload: { token, name, credential },
    });
  /** Signs in with the passkey sign-in every member of staff uses; answers the session cookie, if any. */
  const signInWithPasskey = async (authenticator: SoftwareAuthenticator) => {
    const options = await call(app, { method: 'POST', url: '/api/staff/passkey-session/options' });
    const credential = authenticator.authenticate(
      options.body as unknown as PublicKeyCredentialRequestOptionsJSON,
    );
    const answer = await call(app, {
      method: 'POST',
      url: '/api/staff/passkey-session',
      payload: { credential },
    });
    return { status: answer.status, cookie: cookieHeader(answer.headers['set-cookie']) };
  };
  const auditOf = async (accountId: string) =>
    (
      (
        await call(app, {
          method: 'GET',
          url: `/api/audit?accountId=${accountId}`,
          headers: { cookie: owner },
        })
      ).body as { entries: { action: string; details: Record<string, unknown> }[] }
    ).entries;

  it('registers a passkey with the invitation: signed in, the link used up, no password, and the passkey signs in again', async () => {
    const authenticator = createSoftwareAuthenticator(site);
    const { account, invitation } = await invite('farhan@aarogya.example');
    const options = await creationOptions(invitation.token);
    expect(options).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'farhan@aarogya.example', displayName: 'Farhan Qureshi' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // Ed25519, P-256 and RSA (COSE -8, -7, -257), whatever the runtime's Web Crypto offers besides.
    expect(options.pubKeyCredParams.map((param) => param.alg)).toEqual([-8, -7, -257]);

    const registered = await registerPasskey(invitation.token, authenticator.register(options));
    expect(registered.status).toBe(204);
    const cookie = cookieHeader(registered.headers['set-cookie']);
    const passkeys = await call(app, { method: 'GET', url: '/api/staff/passkeys', headers: { cookie } });
    expect(passkeys.body).toMatchObject({ passkeys: [{ name: 'Work laptop', lastUsedAt: null }] });
    const inbox = await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie } });
    expect(inbox.status).toBe(200);

    // The link works once, and left neither a password nor an authenticator secret behind.
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/staff/invitations/open',
          payload: { token: invitation.token },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/staff/invitations/passkey/options',
          payload: { token: invitation.token },
        })
      ).body,
    ).toEqual({ error: staffAccountMessages.invitationInvalid });
    expect(await suite.store.staffCredentials.find(account.id)).toMatchObject({
      passwordHash: null,
      totpSecret: null,
      totpStep: null,
    });
    expect(await suite.store.staffCredentials.unusedRecoveryCodes(account.id)).toBe(0);
    const newCodes = await call(app, {
      method: 'POST',
      url: '/api/staff/recovery-codes',
      headers: { cookie },
    });
    expect(newCodes).toMatchObject({ status: 400, body: { error: ownAccountMessages.noPassword } });

    const actions = (await auditOf(account.id)).map(({ action, details }) => ({ action, details }));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'account.register', details: expect.objectContaining({ method: 'passkey' }) },
        { action: 'session.sign-in', details: { method: 'passkey' } },
      ]),
    );

    const signedOut = await call(app, { method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(signedOut.status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie } })).status).toBe(401);
    const again = await signInWithPasskey(authenticator);
    expect(again.status).toBe(204);
    const after = await call(app, {
      method: 'GET',
      url: '/api/staff/passkeys',
      headers: { cookie: again.cookie },
    });
    expect(after.body).toMatchObject({ passkeys: [{ name: 'Work laptop', lastUsedAt: expect.any(String) }] });
  });

  it('needs a valid invitation for the options and for the registration', async () => {
    const authenticator = createSoftwareAuthenticator(site);
    const unknownToken = 'A'.repeat(43);
    const options = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey/options',
      payload: { token: unknownToken },
    });
    expect(options).toMatchObject({ status: 404, body: { error: staffAccountMessages.invitationInvalid } });
    const malformed = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey/options',
      payload: { token: 'not a token' },
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { fields: { token: staffAccountMessages.invitationInvalid } },
    });

    // A registration answering a real challenge, sent with a token that opens nothing.
    const { invitation } = await invite('imran@aarogya.example');
    const credential = authenticator.register(await creationOptions(invitation.token));
    expect(await registerPasskey(unknownToken, credential)).toMatchObject({
      status: 404,
      body: { error: staffAccountMessages.invitationInvalid },
    });
    expect((await registerPasskey(invitation.token, credential, '')).body).toMatchObject({
      fields: { name: passkeyMessages.nameRequired },
    });
    const foreign = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey/options',
      headers: { origin: 'https://evil.example' },
      payload: { token: invitation.token },
    });
    expect(foreign.status).toBe(403);

    // An expired invitation opens nothing either.
    const late = await invite('late.passkey@aarogya.example');
    clock += 72 * 60 * 60 * 1000;
    owner = await signIn(app);
    const expired = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey/options',
      payload: { token: late.invitation.token },
    });
    expect(expired.status).toBe(404);
  });

  it('takes each challenge once, for five minutes, for this account and with user verification', async () => {
    const { invitation } = await invite('zoya@aarogya.example');
    const other = await invite('kiran@aarogya.example');

    // A challenge answered from another site is used up by the refused answer.
    const options = await creationOptions(invitation.token);
    // A browser would not answer another site's options, so the answer is rewritten as a page on
    // another site would forge it: its clientDataJSON names that site.
    const genuine = createSoftwareAuthenticator(site).register(options);
    const clientData = JSON.parse(
      Buffer.from(genuine.response.clientDataJSON, 'base64url').toString(),
    ) as object;
    const elsewhere = {
      ...genuine,
      response: {
        ...genuine.response,
        clientDataJSON: Buffer.from(
          JSON.stringify({ ...clientData, origin: 'https://evil.example' }),
        ).toString('base64url'),
      },
    };
    expect(await registerPasskey(invitation.token, elsewhere)).toMatchObject({
      status: 400,
      body: { error: passkeyMessages.notVerified },
    });
    const authenticator = createSoftwareAuthenticator(site);
    expect((await registerPasskey(invitation.token, authenticator.register(options))).status).toBe(400);

    // Another invitation's challenge, a sign-in challenge, or one older than five minutes does not count.
    const theirs = authenticator.register(await creationOptions(other.invitation.token));
    expect((await registerPasskey(invitation.token, theirs)).status).toBe(400);
    const signInOptions = await call(app, { method: 'POST', url: '/api/staff/passkey-session/options' });
    const forSignIn = authenticator.register({
      ...options,
      challenge: (signInOptions.body as { challenge: string }).challenge,
    });
    expect((await registerPasskey(invitation.token, forSignIn)).status).toBe(400);
    const stale = await creationOptions(invitation.token);
    clock += 5 * 60 * 1000;
    expect((await registerPasskey(invitation.token, authenticator.register(stale))).status).toBe(400);

    // A passkey nobody unlocked is one factor only.
    const unverified = createSoftwareAuthenticator({ ...site, userVerified: false });
    const fresh = await creationOptions(invitation.token);
    expect((await registerPasskey(invitation.token, unverified.register(fresh))).status).toBe(400);

    // None of that used the invitation up.
    const last = await creationOptions(invitation.token);
    expect((await registerPasskey(invitation.token, authenticator.register(last))).status).toBe(204);
  });

  it('a new invitation removes the passkeys, so a lost device signs no one in', async () => {
    const lost = createSoftwareAuthenticator(site);
    const { account, invitation } = await invite('anjali@aarogya.example');
    expect(
      (await registerPasskey(invitation.token, lost.register(await creationOptions(invitation.token))))
        .status,
    ).toBe(204);
    expect((await signInWithPasskey(lost)).status).toBe(204);

    const reinvited = await call(app, {
      method: 'POST',
      url: `/api/staff/accounts/${account.id}/invitation`,
      headers: { cookie: owner },
    });
    expect(reinvited.status).toBe(201);
    expect(await suite.store.staffPasskeys.listOf(account.id)).toEqual([]);
    expect((await signInWithPasskey(lost)).status).toBe(401);

    const { token } = (reinvited.body as { invitation: { token: string } }).invitation;
    const replacement = createSoftwareAuthenticator(site);
    const registered = await registerPasskey(
      token,
      replacement.register(await creationOptions(token)),
      'Phone',
    );
    expect(registered.status).toBe(204);
    expect((await signInWithPasskey(replacement)).status).toBe(204);
  });
});
