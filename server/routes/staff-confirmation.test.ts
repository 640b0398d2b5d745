import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import type { AuditAction } from '#contract/audit-actions.ts';
import { confirmationLifetimeMinutes } from '#contract/endpoint.ts';
import { confirmationMessages } from '#contract/staff-confirmation.ts';
import { ownAccountMessages } from '#contract/staff-own-account.ts';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '#testing/software-authenticator.ts';
import { buildTestApp, call, cookieHeader, freshClockStart, ownOrigin, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const password = 'monsoon over hussain sagar lake';
const newPassword = 'tamarind rice at charminar gate';
const lifetimeMs = confirmationLifetimeMinutes * 60 * 1000;
const site = { origin: ownOrigin, rpId: new URL(ownOrigin).hostname };
/** Every password check is a deliberately slow hash. */
const hashHeavy = 120_000;

describeForEachEngine('confirming who one is before changing how one signs in', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let owner: string;
  let clock: number;
  const codeAt = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

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
      payload: { email, displayName: 'Meena Iyer', roles: ['sales'] },
    });
    expect(created.status).toBe(201);
    return created.body as { account: { id: string }; invitation: { token: string } };
  };

  /** An account with a password and authenticator; answers its TOTP secret, recovery codes and session. */
  const registerWithPassword = async (email: string) => {
    const { account, invitation } = await invite(email);
    const opened = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/open',
      payload: { token: invitation.token },
    });
    const { totpSecret } = opened.body as { totpSecret: string };
    const accepted = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token: invitation.token, password, code: await codeAt(totpSecret) },
    });
    expect(accepted.status).toBe(200);
    const { recoveryCodes } = accepted.body as { recoveryCodes: string[] };
    return {
      accountId: account.id,
      totpSecret,
      recoveryCodes,
      cookie: cookieHeader(accepted.headers['set-cookie']),
    };
  };

  /** An account that signs in with a passkey only; answers its session and the authenticator holding the passkey. */
  const registerWithPasskey = async (email: string) => {
    const authenticator = createSoftwareAuthenticator(site);
    const { account, invitation } = await invite(email);
    const options = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey/options',
      payload: { token: invitation.token },
    });
    const registered = await call(app, {
      method: 'POST',
      url: '/api/staff/invitations/passkey',
      payload: {
        token: invitation.token,
        name: 'Work laptop',
        credential: authenticator.register(options.body as unknown as PublicKeyCredentialCreationOptionsJSON),
      },
    });
    expect(registered.status).toBe(204);
    return { accountId: account.id, authenticator, cookie: cookieHeader(registered.headers['set-cookie']) };
  };

  const stateOf = (cookie: string) =>
    call(app, { method: 'GET', url: '/api/staff/confirmation', headers: { cookie } });
  const confirmWith = (cookie: string, payload: object) =>
    call(app, { method: 'POST', url: '/api/staff/confirmation', headers: { cookie }, payload });
  const passkeyAnswer = async (authenticator: SoftwareAuthenticator) => {
    const options = await call(app, { method: 'POST', url: '/api/staff/passkey-session/options' });
    return authenticator.authenticate(options.body as unknown as PublicKeyCredentialRequestOptionsJSON);
  };
  const newCodes = (cookie: string) =>
    call(app, { method: 'POST', url: '/api/staff/recovery-codes', headers: { cookie } });
  const auditOf = (accountId: string, action: AuditAction) =>
    suite.store.audit.list({ accountId, action }, { limit: 50 });
  /** Keeps the sessions from idling out while the clock jumps past a confirmation. */
  const letConfirmationLapse = async (...cookies: string[]) => {
    clock += lifetimeMs / 2;
    for (const cookie of cookies) await stateOf(cookie);
    clock += lifetimeMs / 2;
  };

  it(
    'counts a sign-in for ten minutes; then asks for the password and a code again, each code once',
    async () => {
      const { accountId, totpSecret, recoveryCodes, cookie } =
        await registerWithPassword('meena@aarogya.example');
      const fresh = await stateOf(cookie);
      expect(fresh).toMatchObject({
        status: 200,
        body: {
          confirmedUntil: new Date(clock + lifetimeMs).toISOString(),
          ways: { passkey: false, password: true },
        },
      });
      expect((await newCodes(cookie)).status).toBe(200);

      await letConfirmationLapse(cookie);
      expect((await stateOf(cookie)).body).toMatchObject({ confirmedUntil: null });
      for (const refused of [
        await newCodes(cookie),
        await call(app, { method: 'POST', url: '/api/staff/authenticator/setup', headers: { cookie } }),
        await call(app, {
          method: 'POST',
          url: '/api/staff/password',
          headers: { cookie },
          payload: { currentPassword: password, newPassword },
        }),
        await call(app, { method: 'DELETE', url: '/api/staff/sessions', headers: { cookie } }),
        await call(app, { method: 'POST', url: '/api/staff/passkeys/options', headers: { cookie } }),
      ])
        expect(refused).toMatchObject({ status: 403, body: { error: adminMessages.confirmationRequired } });
      // Looking needs no confirmation.
      expect(
        (await call(app, { method: 'GET', url: '/api/staff/sessions', headers: { cookie } })).status,
      ).toBe(200);

      // A password alone, or a wrong code, confirms nothing; the answer does not say which was wrong.
      const wrong = await confirmWith(cookie, { password, code: '000000' });
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          error: confirmationMessages.failed,
          fields: { password: confirmationMessages.failed, code: confirmationMessages.failed },
        },
      });
      expect((await confirmWith(cookie, { password })).status).toBe(400);
      expect(
        (await confirmWith(cookie, { password: 'not it at all', code: await codeAt(totpSecret) })).status,
      ).toBe(400);
      expect((await stateOf(cookie)).body).toMatchObject({ confirmedUntil: null });

      const code = await codeAt(totpSecret);
      const confirmed = await confirmWith(cookie, { password, code });
      expect(confirmed).toMatchObject({
        status: 200,
        body: { confirmedUntil: new Date(clock + lifetimeMs).toISOString() },
      });
      expect((await newCodes(cookie)).status).toBe(200);
      // A code confirms once, like it signs in once; the replaced recovery codes no longer confirm.
      expect((await confirmWith(cookie, { password, code })).status).toBe(400);
      expect((await confirmWith(cookie, { password, code: recoveryCodes[0]! })).status).toBe(400);

      const entries = await auditOf(accountId, 'session.confirm');
      expect(entries.map((entry) => entry.details)).toEqual([{ method: 'password+totp' }]);
      const failed = await auditOf(accountId, 'session.sign-in-failed');
      expect(failed.length).toBeGreaterThanOrEqual(3);
      expect(failed[0]?.details).toEqual({ method: 'password', confirming: true });
      expect(JSON.stringify(await suite.store.audit.list({ accountId }, { limit: 100 }))).not.toContain(
        password,
      );
    },
    hashHeavy,
  );

  it(
    'confirms with a recovery code once',
    async () => {
      const { accountId, recoveryCodes, cookie } = await registerWithPassword('ravi@aarogya.example');
      await letConfirmationLapse(cookie);
      expect((await confirmWith(cookie, { password, code: recoveryCodes[3]! })).status).toBe(200);
      await letConfirmationLapse(cookie);
      expect((await confirmWith(cookie, { password, code: recoveryCodes[3]! })).status).toBe(400);
      expect((await auditOf(accountId, 'session.confirm'))[0]?.details).toEqual({
        method: 'password+recovery-code',
      });
      expect(await auditOf(accountId, 'recovery-code.use')).toHaveLength(1);
    },
    hashHeavy,
  );

  it('confirms with one of the account’s own passkeys, not another account’s', async () => {
    const mine = await registerWithPasskey('farhan@aarogya.example');
    const theirs = await registerWithPasskey('kiran@aarogya.example');
    expect((await stateOf(mine.cookie)).body).toMatchObject({ ways: { passkey: true, password: false } });
    await letConfirmationLapse(mine.cookie);

    const foreign = await confirmWith(mine.cookie, { credential: await passkeyAnswer(theirs.authenticator) });
    expect(foreign).toMatchObject({ status: 400, body: { error: confirmationMessages.passkeyFailed } });
    expect((await stateOf(mine.cookie)).body).toMatchObject({ confirmedUntil: null });

    const own = await confirmWith(mine.cookie, { credential: await passkeyAnswer(mine.authenticator) });
    expect(own).toMatchObject({
      status: 200,
      body: { confirmedUntil: new Date(clock + lifetimeMs).toISOString() },
    });
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/staff/passkeys/options',
          headers: { cookie: mine.cookie },
        })
      ).status,
    ).toBe(200);
    expect((await auditOf(mine.accountId, 'session.confirm'))[0]?.details).toEqual({ method: 'passkey' });
    // A passkey-only account still has no codes to replace.
    expect((await newCodes(mine.cookie)).body).toEqual({ error: ownAccountMessages.noPassword });
  });

  it(
    'ends every other session of the account at once, and says how many',
    async () => {
      const email = 'devi@aarogya.example';
      const { accountId, totpSecret, cookie: registered } = await registerWithPassword(email);
      clock += 30_000;
      const signInAgain = async () => {
        const answer = await call(app, {
          method: 'POST',
          url: '/api/staff/session',
          payload: { email, password, code: await codeAt(totpSecret) },
        });
        clock += 30_000;
        return cookieHeader(answer.headers['set-cookie']);
      };
      const here = await signInAgain();
      const there = await signInAgain();

      const ended = await call(app, {
        method: 'DELETE',
        url: '/api/staff/sessions',
        headers: { cookie: here },
      });
      expect(ended).toMatchObject({ status: 200, body: { ended: 2 } });
      for (const other of [registered, there]) expect((await stateOf(other)).status).toBe(401);
      expect((await stateOf(here)).status).toBe(200);
      const again = await call(app, {
        method: 'DELETE',
        url: '/api/staff/sessions',
        headers: { cookie: here },
      });
      expect(again.body).toEqual({ ended: 0 });
      expect((await auditOf(accountId, 'session.end-others')).map((entry) => entry.details)).toEqual([
        { ended: 0 },
        { ended: 2 },
      ]);
    },
    hashHeavy,
  );

  it('tells the admin key it has nothing of its own to confirm', async () => {
    for (const answer of [
      await stateOf(owner),
      await confirmWith(owner, { password, code: '123456' }),
      await call(app, { method: 'DELETE', url: '/api/staff/sessions', headers: { cookie: owner } }),
    ])
      expect(answer).toMatchObject({ status: 409, body: { error: ownAccountMessages.ownAccountOnly } });
  });
});
