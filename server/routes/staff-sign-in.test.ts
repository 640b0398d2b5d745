import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { passwordMessages } from '#contract/staff-credentials.ts';
import { buildTestApp, call, cookieHeader, freshClockStart, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const password = 'monsoon over hussain sagar lake';

describeForEachEngine('staff invitations and sign-in with password and authenticator', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let owner: string;
  let clock: number;
  const codeAt = (secret: string, at = clock) => generate({ secret, epoch: Math.floor(at / 1000) });

  beforeAll(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, { now: () => clock });
    owner = await signIn(app);
  });
  afterAll(() => app.close());

  const invite = async (email: string, roles: string[]) => {
    const created = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email, displayName: 'Meena Iyer', roles },
    });
    expect(created.status).toBe(201);
    return created.body as { account: { id: string }; invitation: { token: string; expiresAt: string } };
  };
  const open = (token: string) =>
    call(app, { method: 'POST', url: '/api/staff/invitations/open', payload: { token } });
  const accept = (payload: { token: string; password: string; code: string }) =>
    call(app, { method: 'POST', url: '/api/staff/invitations/accept', payload });
  const signInWith = (
    payload: { email: string; password: string; code: string },
    remoteAddress = '203.0.113.7',
  ) => call(app, { method: 'POST', url: '/api/staff/session', payload, remoteAddress });

  /** Invites and registers a person; answers their TOTP secret and recovery codes. */
  const register = async (email: string, roles: string[]) => {
    const { invitation } = await invite(email, roles);
    const { totpSecret } = (await open(invitation.token)).body as { totpSecret: string };
    const accepted = await accept({ token: invitation.token, password, code: await codeAt(totpSecret) });
    expect(accepted.status).toBe(200);
    clock += 30_000;
    return { totpSecret, recoveryCodes: (accepted.body as { recoveryCodes: string[] }).recoveryCodes };
  };

  it('invites a person, who sets a password and an authenticator and is then signed in with their roles', async () => {
    const { account, invitation } = await invite('Meena.Iyer@Aarogya.example', ['catalogue']);
    expect(invitation.token).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(invitation.expiresAt) - clock).toBe(72 * 60 * 60 * 1000);

    const opened = await open(invitation.token);
    expect(opened.status).toBe(200);
    const details = opened.body as { email: string; roles: string[]; totpSecret: string; totpUri: string };
    expect(details).toMatchObject({ email: 'meena.iyer@aarogya.example', roles: ['catalogue'] });
    expect(details.totpUri).toContain(`secret=${details.totpSecret}`);

    const weak = await accept({ token: invitation.token, password: 'meena iyer 2026 pass', code: '000000' });
    expect(weak).toMatchObject({ status: 400, body: { fields: { password: passwordMessages.context } } });
    const short = await accept({ token: invitation.token, password: 'short', code: '000000' });
    expect(short.body).toMatchObject({ fields: { password: passwordMessages.tooShort } });
    const wrongCode = await accept({ token: invitation.token, password, code: '000000' });
    expect(wrongCode).toMatchObject({
      status: 400,
      body: { fields: { code: staffAccountMessages.codeInvalid } },
    });

    const accepted = await accept({
      token: invitation.token,
      password,
      code: await codeAt(details.totpSecret),
    });
    expect(accepted.status).toBe(200);
    const codes = (accepted.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    const cookie = cookieHeader(accepted.headers['set-cookie']);
    const tablet = { name: 'Cetirizine 10 mg', genericName: 'Cetirizine', price: 12 };
    const created = await call(app, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: tablet,
    });
    expect(created.status).toBe(201);
    const inbox = await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie } });
    expect(inbox).toMatchObject({ status: 403, body: { error: adminMessages.roleNotAllowed } });

    // The link works once; nothing is stored in plain text.
    expect((await open(invitation.token)).status).toBe(404);
    const stored = await suite.store.staffCredentials.find(account.id);
    expect(JSON.stringify(stored)).not.toContain(details.totpSecret);
    expect(JSON.stringify(stored)).not.toContain(password);
  });

  it('signs in with email, password and the current code, each code once, and a recovery code once', async () => {
    const { totpSecret, recoveryCodes } = await register('ravi@aarogya.example', ['sales']);
    const code = await codeAt(totpSecret);
    const first = await signInWith({ email: 'RAVI@aarogya.example', password, code });
    expect(first.status).toBe(204);
    const cookie = cookieHeader(first.headers['set-cookie']);
    expect((await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie } })).status).toBe(200);

    expect(await signInWith({ email: 'ravi@aarogya.example', password, code })).toMatchObject({
      status: 401,
      body: { error: staffAccountMessages.signInFailed },
    });
    const recovery = recoveryCodes[3]!.toUpperCase();
    expect((await signInWith({ email: 'ravi@aarogya.example', password, code: recovery })).status).toBe(204);
    expect((await signInWith({ email: 'ravi@aarogya.example', password, code: recovery })).status).toBe(401);
    // A password alone, or a code with the wrong password, is never enough.
    clock += 30_000;
    const next = await codeAt(totpSecret);
    expect(
      (await signInWith({ email: 'ravi@aarogya.example', password: `${password}!`, code: next })).status,
    ).toBe(401);
    expect((await signInWith({ email: 'ravi@aarogya.example', password, code: '' })).status).toBe(400);
    expect((await signInWith({ email: 'nobody@aarogya.example', password, code: next })).status).toBe(401);
  });

  it('keeps a browser that signed in before open to its member of staff: 200 wrong admin keys from 200 addresses, and 50 wrong passwords', async () => {
    const { totpSecret } = await register('lakshmi@aarogya.example', ['safety']);
    const before = await signInWith(
      { email: 'lakshmi@aarogya.example', password, code: await codeAt(totpSecret) },
      '192.0.2.55',
    );
    expect(before.status).toBe(204);
    const device = cookieHeader(before.headers['set-cookie'])
      .split('; ')
      .find((pair) => pair.startsWith('admin_device='));
    expect(device).toBeDefined();
    clock += 30_000;
    const addressOf = (index: number) => `198.51.${Math.floor(index / 250)}.${index % 250}`;
    for (let index = 1; index <= 200; index += 1) {
      const remoteAddress = addressOf(index);
      await call(app, {
        method: 'POST',
        url: '/api/admin/session',
        payload: { key: 'guess' },
        remoteAddress,
      });
    }
    // Every wrong password counts against the account too: after ten, browsers it does not know wait.
    const flood: number[] = [];
    for (let index = 1; index <= 50; index += 1) {
      const payload = {
        email: 'lakshmi@aarogya.example',
        password: `guess ${index} of the password`,
        code: '123456',
      };
      flood.push((await signInWith(payload, addressOf(index))).status);
    }
    expect(flood).toEqual([...Array<number>(10).fill(401), ...Array<number>(40).fill(429)]);
    // Browsers the account does not know wait now; the staff member's own browser does not.
    const stranger = await signInWith(
      { email: 'lakshmi@aarogya.example', password, code: await codeAt(totpSecret) },
      '192.0.2.57',
    );
    expect(stranger.status).toBe(429);
    const answer = await call(app, {
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: 'lakshmi@aarogya.example', password, code: await codeAt(totpSecret) },
      remoteAddress: '192.0.2.56',
      headers: { cookie: device! },
    });
    expect(answer.status).toBe(204);
  }, 120_000);

  it('limits failed sign-ins per address, whoever they name, and per account, from any address', async () => {
    const { totpSecret } = await register('arjun@aarogya.example', ['sales']);
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (
          await signInWith(
            {
              email: `stranger${attempt}@aarogya.example`,
              password: 'wrong password entirely',
              code: '111111',
            },
            '203.0.113.90',
          )
        ).status,
      ).toBe(401);
    const limited = await signInWith(
      { email: 'arjun@aarogya.example', password, code: await codeAt(totpSecret) },
      '203.0.113.90',
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(
        (
          await signInWith(
            { email: 'arjun@aarogya.example', password, code: '111111' },
            `203.0.113.${100 + attempt}`,
          )
        ).status,
      ).toBe(401);
    const codesLimited = await signInWith(
      { email: 'arjun@aarogya.example', password, code: await codeAt(totpSecret) },
      '203.0.113.120',
    );
    expect(codesLimited.status).toBe(429);
    clock += 15 * 60 * 1000;
    const later = await signInWith(
      { email: 'arjun@aarogya.example', password, code: await codeAt(totpSecret) },
      '203.0.113.120',
    );
    expect(later.status).toBe(204);
  });

  it('refuses a disabled account, an expired invitation and a foreign site', async () => {
    const { totpSecret } = await register('leaver@aarogya.example', ['sales']);
    const accounts = (
      await call(app, { method: 'GET', url: '/api/staff/accounts', headers: { cookie: owner } })
    ).body as {
      accounts: { id: string; email: string }[];
    };
    const leaver = accounts.accounts.find((account) => account.email === 'leaver@aarogya.example')!;
    const disabled = await call(app, {
      method: 'PATCH',
      url: `/api/staff/accounts/${leaver.id}`,
      headers: { cookie: owner },
      payload: { disabled: true },
    });
    expect(disabled.body).toMatchObject({ account: { disabled: true } });
    expect(
      (await signInWith({ email: 'leaver@aarogya.example', password, code: await codeAt(totpSecret) }))
        .status,
    ).toBe(401);

    const { invitation } = await invite('late@aarogya.example', ['sales']);
    clock += 72 * 60 * 60 * 1000;
    expect(await open(invitation.token)).toMatchObject({
      status: 404,
      body: { error: staffAccountMessages.invitationInvalid },
    });
    owner = await signIn(app);

    const foreign = await call(app, {
      method: 'POST',
      url: '/api/staff/session',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'leaver@aarogya.example', password, code: '123456' },
    });
    expect(foreign.status).toBe(403);
    const taken = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email: 'LEAVER@aarogya.example', displayName: 'Again', roles: ['sales'] },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: staffAccountMessages.emailTaken } });
  });

  it('lets a member of staff see and end their own sessions and replace their recovery codes', async () => {
    const email = 'devi@aarogya.example';
    const { totpSecret, recoveryCodes } = await register(email, ['safety']);
    const first = await signInWith({ email, password, code: recoveryCodes[0]! });
    const here = cookieHeader(first.headers['set-cookie']);
    const second = await signInWith({ email, password, code: await codeAt(totpSecret) });
    const there = cookieHeader(second.headers['set-cookie']);

    const listed = await call(app, { method: 'GET', url: '/api/staff/sessions', headers: { cookie: here } });
    const sessions = (listed.body as { sessions: { ref: string; current: boolean }[] }).sessions;
    // The registration's own session, and the two sign-ins.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.filter((session) => !session.current);
    for (const session of other) {
      const ended = await call(app, {
        method: 'DELETE',
        url: `/api/staff/sessions/${session.ref}`,
        headers: { cookie: here },
      });
      expect(ended.status).toBe(204);
    }
    expect((await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie: there } })).status).toBe(
      401,
    );
    expect((await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie: here } })).status).toBe(
      200,
    );
    expect(
      (
        await call(app, {
          method: 'DELETE',
          url: `/api/staff/sessions/${other[0]!.ref}`,
          headers: { cookie: here },
        })
      ).status,
    ).toBe(404);

    const replaced = await call(app, {
      method: 'POST',
      url: '/api/staff/recovery-codes',
      headers: { cookie: here },
    });
    const fresh = (replaced.body as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await signInWith({ email, password, code: recoveryCodes[1]! })).status).toBe(401);
    expect((await signInWith({ email, password, code: fresh[0]! })).status).toBe(204);

    // The owner signs the account out everywhere.
    const accounts = (
      await call(app, { method: 'GET', url: '/api/staff/accounts', headers: { cookie: owner } })
    ).body as {
      accounts: { id: string; email: string }[];
    };
    const devi = accounts.accounts.find((account) => account.email === email)!;
    const out = await call(app, {
      method: 'DELETE',
      url: `/api/staff/accounts/${devi.id}/sessions`,
      headers: { cookie: owner },
    });
    expect(out.body).toEqual({ ended: 2 });
    expect((await call(app, { method: 'GET', url: '/api/inbox', headers: { cookie: here } })).status).toBe(
      401,
    );
  });
});
