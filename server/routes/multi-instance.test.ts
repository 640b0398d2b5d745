import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { Tablet } from '#contract/tablet.ts';
import { openStore, type Store } from '../store/store.ts';
import {
  accountSessionCookie,
  buildTestApp,
  call,
  cookieHeader,
  freshClockStart,
  signIn,
  testSecrets,
} from '#testing/test-app.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';

describeForEachEngine('two instances on one database', (engine) => {
  let target: StoreTarget;
  const stores: Store[] = [];
  const apps: FastifyInstance[] = [];
  /** One clock for both instances, moved on by the tests that need a new authenticator code. */
  let clock = freshClockStart();

  beforeAll(async () => {
    target = await createStoreTarget(engine);
    for (let instance = 0; instance < 2; instance += 1) {
      const store = await openStore({ ...target.options });
      stores.push(store);
      apps.push(await buildTestApp(store, { now: () => clock }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await target.dispose();
  });

  it("see each other's writes and accept each other's sessions", async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const cookie = await signIn(first);
    const created = await call(second, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: { name: 'Metformin 500 mg SR', genericName: 'Metformin hydrochloride', price: 19.8 },
    });
    expect(created.status).toBe(201);
    const tablet = (created.body as { tablet: Tablet }).tablet;

    const listed = await call(first, { method: 'GET', url: '/api/tablets?q=Metformin 500' });
    expect((listed.body as { tablets: Tablet[] }).tablets).toEqual([tablet]);

    const saved = await call(first, {
      method: 'PUT',
      url: `/api/tablets/${tablet.id}`,
      headers: { cookie },
      payload: { name: tablet.name, genericName: tablet.genericName, price: 21, version: 1 },
    });
    expect(saved.status).toBe(200);
    const stale = await call(second, {
      method: 'PUT',
      url: `/api/tablets/${tablet.id}`,
      headers: { cookie },
      payload: { name: tablet.name, genericName: tablet.genericName, price: 5, version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('end a session on every instance when it signs out on one', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const cookie = await signIn(first);
    const state = (app: FastifyInstance) =>
      call(app, { method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect((await state(second)).body).toMatchObject({ admin: true });
    expect(
      (await call(second, { method: 'DELETE', url: '/api/admin/session', headers: { cookie } })).status,
    ).toBe(204);
    expect((await state(first)).body).toEqual({ admin: false });
    const created = await call(first, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: { name: 'Losartan 50 mg', genericName: 'Losartan potassium', price: 40 },
    });
    expect(created.status).toBe(401);
  });

  it('share the sign-in limit: failures on one count on the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const attempt = (app: FastifyInstance, key: string) =>
      call(app, {
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress: '203.0.113.150',
        payload: { key },
      });
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt(first, 'wrong-key-0123456789')).status).toBe(401);
      expect((await attempt(second, 'wrong-key-0123456789')).status).toBe(401);
    }
    expect((await attempt(first, testSecrets.adminKey)).status).toBe(429);
    expect((await attempt(second, testSecrets.adminKey)).status).toBe(429);
  });

  const password = 'charminar at dusk with irani chai';
  const codeOf = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) });

  /**
   * The owner invites a person on instance `on`; the person registers on `at`, which signs them in
   * there (each registration and sign-in costs a password hash, hence the longer test timeouts). Answers the account's id, the authenticator secret and the registration's session.
   */
  const inviteAndRegister = async (
    on: FastifyInstance,
    at: FastifyInstance,
    owner: string,
    email: string,
    roles: StaffRole[],
  ) => {
    const invited = await call(on, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email, displayName: 'Farhan Ali', roles },
    });
    expect(invited.status).toBe(201);
    const { account, invitation } = invited.body as {
      account: { id: string };
      invitation: { token: string };
    };
    const opened = await call(at, {
      method: 'POST',
      url: '/api/staff/invitations/open',
      payload: { token: invitation.token },
    });
    const { totpSecret } = opened.body as { totpSecret: string };
    const accepted = await call(at, {
      method: 'POST',
      url: '/api/staff/invitations/accept',
      payload: { token: invitation.token, password, code: await codeOf(totpSecret) },
    });
    expect(accepted.status).toBe(200);
    // Each code signs in once, on any instance: the next sign-in needs the next one.
    clock += 30_000;
    return { accountId: account.id, totpSecret, cookie: cookieHeader(accepted.headers['set-cookie']) };
  };
  const signInAccount = async (app: FastifyInstance, email: string, totpSecret: string) => {
    const answer = await call(app, {
      method: 'POST',
      url: '/api/staff/session',
      payload: { email, password, code: await codeOf(totpSecret) },
      remoteAddress: '203.0.113.40',
    });
    clock += 30_000;
    return { status: answer.status, body: answer.body, cookie: cookieHeader(answer.headers['set-cookie']) };
  };
  const ownSessions = (app: FastifyInstance, cookie: string) =>
    call(app, { method: 'GET', url: '/api/staff/sessions', headers: { cookie } });
  const addTablet = (app: FastifyInstance, cookie: string, name: string) =>
    call(app, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: { name, genericName: 'Pantoprazole', price: 32 },
    });

  it('refuse a disabled account on the other instance at its next request, and its next sign-in', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const owner = await signIn(first);
    const email = 'farhan@aarogya.example';
    const {
      accountId,
      totpSecret,
      cookie: registered,
    } = await inviteAndRegister(first, second, owner, email, ['catalogue']);
    const signedIn = await signInAccount(second, email, totpSecret);
    expect(signedIn.status).toBe(204);
    const { cookie } = signedIn;
    expect((await ownSessions(second, cookie)).status).toBe(200);
    expect((await addTablet(second, cookie, 'Pantoprazole 40 mg')).status).toBe(201);
    expect((await ownSessions(first, registered)).status).toBe(200);

    const disabled = await call(first, {
      method: 'PATCH',
      url: `/api/staff/accounts/${accountId}`,
      headers: { cookie: owner },
      payload: { disabled: true },
    });
    expect(disabled).toMatchObject({ status: 200, body: { account: { id: accountId, disabled: true } } });

    expect(await addTablet(second, cookie, 'Pantoprazole 20 mg')).toMatchObject({
      status: 401,
      body: { error: adminMessages.loginRequired },
    });
    expect((await ownSessions(second, cookie)).status).toBe(401);
    expect((await ownSessions(second, registered)).status).toBe(401);
    // A session that a sign-in racing the disabling opened after it is refused too: every request reads the account.
    const raced = await accountSessionCookie(stores[0]!, accountId, () => clock);
    expect((await ownSessions(second, raced)).status).toBe(401);
    expect(
      (await call(second, { method: 'GET', url: '/api/admin/session', headers: { cookie } })).body,
    ).toEqual({
      admin: false,
    });
    // The right password and a fresh code no longer open a session, on either instance.
    for (const app of [second, first])
      expect(await signInAccount(app, email, totpSecret)).toMatchObject({
        status: 401,
        body: { error: staffAccountMessages.signInFailed },
        cookie: '',
      });
    const tablets = (await call(first, { method: 'GET', url: '/api/tablets?q=Pantoprazole' })).body as {
      tablets: Tablet[];
    };
    expect(tablets.tablets.map((tablet) => tablet.name)).toEqual(['Pantoprazole 40 mg']);
  }, 120_000);

  it('end every session of an account on the other instance when the owner signs it out everywhere', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const owner = await signIn(first);
    const email = 'swathi@aarogya.example';
    const {
      accountId,
      totpSecret,
      cookie: registered,
    } = await inviteAndRegister(first, second, owner, email, ['catalogue']);
    const { cookie } = await signInAccount(second, email, totpSecret);
    const listed = await ownSessions(second, cookie);
    expect((listed.body as { sessions: unknown[] }).sessions).toHaveLength(2);

    const ended = await call(first, {
      method: 'DELETE',
      url: `/api/staff/accounts/${accountId}/sessions`,
      headers: { cookie: owner },
    });
    expect(ended).toMatchObject({ status: 200, body: { ended: 2 } });
    for (const session of [cookie, registered]) {
      expect((await addTablet(second, session, 'Rabeprazole 20 mg')).status).toBe(401);
      expect((await ownSessions(second, session)).status).toBe(401);
    }
    // Signed out, not shut out: the person signs in again on either instance.
    const again = await signInAccount(second, email, totpSecret);
    expect(again.status).toBe(204);
    expect((await ownSessions(first, again.cookie)).status).toBe(200);
    expect(
      (await call(first, { method: 'GET', url: '/api/admin/session', headers: { cookie: owner } })).body,
    ).toMatchObject({
      admin: true,
    });
  }, 120_000);
});
