import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { passkeyMessages } from '#contract/staff-passkeys.ts';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '#testing/software-authenticator.ts';
import { buildTestApp, call, cookieHeader, freshClockStart, ownOrigin, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const password = 'ferry to buddha statue at noon';
/** Passkeys belong to a host name: the staff site as the browser addresses it. */
const site = 'staff.aarogya.example';
const siteOrigin = `http://${site}`;
const addressOf = (index: number) => `198.51.${Math.floor(index / 250)}.${index % 250}`;

describeForEachEngine('no one locks a member of staff out of a passkey sign-in', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;
  let owner: string;
  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

  beforeAll(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, { now: () => clock });
    owner = await signIn(app);
  });
  afterAll(() => app.close());

  /** A request from a browser on the staff site: its Host, and the Origin browsers send with a POST. */
  const fromSite = (
    method: 'GET' | 'POST',
    url: string,
    client: { cookie?: string; remoteAddress: string },
    payload?: object,
  ) =>
    call(app, {
      method,
      url,
      payload,
      remoteAddress: client.remoteAddress,
      headers: { host: site, origin: siteOrigin, ...(client.cookie ? { cookie: client.cookie } : {}) },
    });

  /** Invites a person with the role; they register with a password and an authenticator and are signed in. */
  const register = async (email: string) => {
    const invited = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email, displayName: 'Nirmala Reddy', roles: ['safety'] },
    });
    const { account, invitation } = invited.body as {
      account: { id: string };
      invitation: { token: string };
    };
    const client = { remoteAddress: '203.0.113.7' };
    const opened = await fromSite('POST', '/api/staff/invitations/open', client, { token: invitation.token });
    const { totpSecret } = opened.body as { totpSecret: string };
    const accepted = await fromSite('POST', '/api/staff/invitations/accept', client, {
      token: invitation.token,
      password,
      code: await codeOf(totpSecret),
    });
    expect(accepted.status).toBe(200);
    clock += 30_000;
    return { accountId: account.id, totpSecret, cookie: cookieHeader(accepted.headers['set-cookie']) };
  };

  /** Adds a passkey on My account, as the browser would with the authenticator. */
  const addPasskey = async (authenticator: SoftwareAuthenticator, cookie: string) => {
    const client = { cookie, remoteAddress: '203.0.113.7' };
    const options = await fromSite('POST', '/api/staff/passkeys/options', client);
    expect(options.status).toBe(200);
    const credential = authenticator.register(
      options.body as unknown as PublicKeyCredentialCreationOptionsJSON,
    );
    const added = await fromSite('POST', '/api/staff/passkeys', client, { name: 'Work laptop', credential });
    expect(added).toMatchObject({
      status: 201,
      body: { passkey: { id: credential.id, name: 'Work laptop' } },
    });
    return credential.id;
  };

  /** Signs in with the passkey from a browser with no cookies at the address. */
  const passkeySignIn = async (authenticator: SoftwareAuthenticator, remoteAddress: string) => {
    const options = await fromSite('POST', '/api/staff/passkey-session/options', { remoteAddress });
    expect(options.status).toBe(200);
    const credential = authenticator.authenticate(
      options.body as unknown as PublicKeyCredentialRequestOptionsJSON,
    );
    const answer = await fromSite('POST', '/api/staff/passkey-session', { remoteAddress }, { credential });
    return { ...answer, cookie: cookieHeader(answer.headers['set-cookie']), credential };
  };

  const whoIs = (cookie: string) =>
    call(app, { method: 'GET', url: '/api/admin/session', headers: { cookie } });

  it('signs a member of staff in from a fresh browser with a passkey, and with password and code, after 200 wrong admin keys from 200 addresses', async () => {
    const email = 'nirmala@aarogya.example';
    const { accountId, totpSecret, cookie } = await register(email);
    const authenticator = createSoftwareAuthenticator({ origin: siteOrigin, rpId: site });
    const passkeyId = await addPasskey(authenticator, cookie);

    const flood: number[] = [];
    for (let index = 1; index <= 200; index += 1) {
      const answer = await call(app, {
        method: 'POST',
        url: '/api/admin/session',
        payload: { key: `guess number ${index}` },
        remoteAddress: addressOf(index),
      });
      flood.push(answer.status);
    }
    // One wrong key from each address: no address, and no shared bucket, is full.
    expect(flood).toEqual(Array<number>(200).fill(401));

    const signedIn = await passkeySignIn(authenticator, '192.0.2.81');
    expect(signedIn.status).toBe(204);
    expect(signedIn.credential.id).toBe(passkeyId);
    expect(signedIn.cookie).toMatch(/^admin_session=[\w-]+$/);
    expect((await whoIs(signedIn.cookie)).body).toEqual({
      admin: true,
      staff: {
        displayName: 'Nirmala Reddy',
        roles: ['safety'],
        viaAdminKey: false,
        accountId: expect.any(String),
      },
    });
    expect(
      (await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie: signedIn.cookie } })).status,
    ).toBe(200);
    const passkeys = await call(app, {
      method: 'GET',
      url: '/api/staff/passkeys',
      headers: { cookie: signedIn.cookie },
    });
    expect(passkeys.body).toEqual({
      passkeys: [expect.objectContaining({ id: passkeyId, lastUsedAt: new Date(clock).toISOString() })],
    });
    const sessions = await suite.store.adminSessions.listOf(accountId);
    expect(sessions).toHaveLength(2);

    const withPassword = await fromSite(
      'POST',
      '/api/staff/session',
      { remoteAddress: '192.0.2.82' },
      { email, password, code: await codeOf(totpSecret) },
    );
    expect(withPassword.status).toBe(204);
    expect((await whoIs(cookieHeader(withPassword.headers['set-cookie']))).body).toMatchObject({
      admin: true,
    });
  }, 120_000);

  it('takes each passkey challenge once, and refuses a passkey it does not hold or of a disabled account', async () => {
    const { accountId, cookie } = await register('pooja@aarogya.example');
    const authenticator = createSoftwareAuthenticator({ origin: siteOrigin, rpId: site });
    await addPasskey(authenticator, cookie);

    const first = await passkeySignIn(authenticator, '192.0.2.90');
    expect(first.status).toBe(204);
    const replayed = await fromSite(
      'POST',
      '/api/staff/passkey-session',
      { remoteAddress: '192.0.2.91' },
      { credential: first.credential },
    );
    expect(replayed).toMatchObject({ status: 401, body: { error: passkeyMessages.signInFailed } });
    expect(replayed.headers['set-cookie']).toBeUndefined();

    // A passkey made on this device for the site but never added to an account signs nobody in.
    const stranger = createSoftwareAuthenticator({ origin: siteOrigin, rpId: site });
    const registration = await fromSite('POST', '/api/staff/passkeys/options', {
      cookie,
      remoteAddress: '203.0.113.7',
    });
    stranger.register(registration.body as unknown as PublicKeyCredentialCreationOptionsJSON);
    expect((await passkeySignIn(stranger, '192.0.2.92')).status).toBe(401);

    const disabled = await call(app, {
      method: 'PATCH',
      url: `/api/staff/accounts/${accountId}`,
      headers: { cookie: owner },
      payload: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    const refused = await passkeySignIn(authenticator, '192.0.2.93');
    expect(refused).toMatchObject({ status: 401, cookie: '' });
    expect((await whoIs(first.cookie)).body).toEqual({ admin: false });
  }, 60_000);

  it('checks the origin as the browser writes it, without the scheme’s default port in the Host header', async () => {
    const { cookie } = await register('sarita@aarogya.example');
    // app.inject sends Host: localhost:80; the page's origin is http://localhost.
    const authenticator = createSoftwareAuthenticator({ origin: ownOrigin, rpId: 'localhost' });
    const options = await call(app, {
      method: 'POST',
      url: '/api/staff/passkeys/options',
      headers: { cookie },
    });
    const credential = authenticator.register(
      options.body as unknown as PublicKeyCredentialCreationOptionsJSON,
    );
    const added = await call(app, {
      method: 'POST',
      url: '/api/staff/passkeys',
      headers: { cookie, origin: ownOrigin },
      payload: { name: 'Phone', credential },
    });
    expect(added.status).toBe(201);
    const signInOptions = await call(app, {
      method: 'POST',
      url: '/api/staff/passkey-session/options',
      headers: { origin: ownOrigin },
    });
    const answer = await call(app, {
      method: 'POST',
      url: '/api/staff/passkey-session',
      headers: { origin: ownOrigin },
      payload: {
        credential: authenticator.authenticate(
          signInOptions.body as unknown as PublicKeyCredentialRequestOptionsJSON,
        ),
      },
    });
    expect(answer.status).toBe(204);

    // A page on another port of the host is another origin.
    const otherPort = createSoftwareAuthenticator({ origin: 'http://localhost:8080', rpId: 'localhost' });
    const again = await call(app, {
      method: 'POST',
      url: '/api/staff/passkeys/options',
      headers: { cookie },
    });
    const foreign = await call(app, {
      method: 'POST',
      url: '/api/staff/passkeys',
      headers: { cookie },
      payload: {
        name: 'Other page',
        credential: otherPort.register(again.body as unknown as PublicKeyCredentialCreationOptionsJSON),
      },
    });
    expect(foreign).toMatchObject({ status: 400, body: { error: passkeyMessages.notVerified } });
  }, 60_000);
});
