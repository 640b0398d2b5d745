import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import type { AuditAction } from '#contract/audit-actions.ts';
import { passwordChecksBusyMessage } from '#contract/endpoint.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { passwordMessages } from '#contract/staff-credentials.ts';
import { ownAccountMessages } from '#contract/staff-own-account.ts';
import { buildTestApp, call, cookieHeader, freshClockStart, signIn } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const password = 'monsoon over hussain sagar lake';
const newPassword = 'tamarind rice at charminar gate';
/** Every password check is a deliberately slow hash (a tenth of a second idle, far more on a busy machine). */
const hashHeavy = 120_000;

describeForEachEngine('changing one’s own password and authenticator', (engine) => {
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

  const signInWith = (
    payload: { email: string; password: string; code: string },
    remoteAddress = '203.0.113.7',
  ) => call(app, { method: 'POST', url: '/api/staff/session', payload, remoteAddress });

  /** Invites and registers a person; answers their account, TOTP secret and the session registering opened. */
  const register = async (email: string) => {
    const created = await call(app, {
      method: 'POST',
      url: '/api/staff/accounts',
      headers: { cookie: owner },
      payload: { email, displayName: 'Meena Iyer', roles: ['sales'] },
    });
    expect(created.status).toBe(201);
    const { account, invitation } = created.body as {
      account: { id: string };
      invitation: { token: string };
    };
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
    clock += 30_000;
    const { recoveryCodes } = accepted.body as { recoveryCodes: string[] };
    return {
      accountId: account.id,
      totpSecret,
      recoveryCodes,
      cookie: cookieHeader(accepted.headers['set-cookie']),
    };
  };

  const changePassword = (
    cookie: string,
    payload: { currentPassword: string; newPassword: string },
    remoteAddress?: string,
  ) => call(app, { method: 'POST', url: '/api/staff/password', headers: { cookie }, payload, remoteAddress });
  const startSetup = (cookie: string) =>
    call(app, { method: 'POST', url: '/api/staff/authenticator/setup', headers: { cookie } });
  const confirmWith = (cookie: string, payload: { password: string; code: string }, remoteAddress?: string) =>
    call(app, {
      method: 'POST',
      url: '/api/staff/confirmation',
      headers: { cookie },
      payload,
      remoteAddress,
    });
  const confirmSetup = (cookie: string, payload: { pending: string; code: string }) =>
    call(app, { method: 'PUT', url: '/api/staff/authenticator', headers: { cookie }, payload });
  const sessionsOf = (cookie: string) =>
    call(app, { method: 'GET', url: '/api/staff/sessions', headers: { cookie } });
  const auditOf = (accountId: string, action: AuditAction) =>
    suite.store.audit.list({ accountId, action }, { limit: 50 });

  it(
    'changes the password after the current one: the old one then fails, the new one signs in, and every other session ends',
    async () => {
      const email = 'meena@aarogya.example';
      const { accountId, totpSecret, cookie: registered } = await register(email);
      const here = cookieHeader(
        (await signInWith({ email, password, code: await codeAt(totpSecret) })).headers['set-cookie'],
      );
      clock += 30_000;
      const there = cookieHeader(
        (await signInWith({ email, password, code: await codeAt(totpSecret) })).headers['set-cookie'],
      );
      const before = (await sessionsOf(here)).body as { sessions: { ref: string; current: boolean }[] };
      expect(before.sessions).toHaveLength(3);
      const hereRef = before.sessions.find((session) => session.current)!.ref;

      const changed = await changePassword(here, { currentPassword: password, newPassword });
      expect(changed).toMatchObject({ status: 200, body: { otherSessionsEnded: 2 } });

      // This session stays; the other two end, on their very next request.
      const after = (await sessionsOf(here)).body as { sessions: { ref: string; current: boolean }[] };
      expect(after.sessions).toEqual([expect.objectContaining({ ref: hereRef, current: true })]);
      for (const other of [there, registered])
        expect(await sessionsOf(other)).toMatchObject({
          status: 401,
          body: { error: adminMessages.loginRequired },
        });

      clock += 30_000;
      expect((await signInWith({ email, password, code: await codeAt(totpSecret) })).status).toBe(401);
      expect(
        (await signInWith({ email, password: newPassword, code: await codeAt(totpSecret) })).status,
      ).toBe(204);

      // One entry, by this session, with no password in it.
      const entries = await auditOf(accountId, 'password.change');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        sessionRef: hereRef,
        recordType: 'staff-account',
        recordId: accountId,
        details: { otherSessionsEnded: 2 },
      });
      const everything = JSON.stringify(await suite.store.audit.list({ accountId }, { limit: 50 }));
      expect(everything).not.toContain(password);
      expect(everything).not.toContain(newPassword);
    },
    hashHeavy,
  );

  it(
    'answers a change made while the account’s password check is taken with 503 and Retry-After, counting nothing',
    async () => {
      const { cookie } = await register('farah@aarogya.example');
      const at = '198.51.100.31';
      // One password check per account at a time: the second change arrives during the first one's.
      const [first, second] = await Promise.all([
        changePassword(cookie, { currentPassword: password, newPassword }, at),
        changePassword(cookie, { currentPassword: password, newPassword }, at),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 503]);
      const busy = first.status === 503 ? first : second;
      expect(busy.body).toEqual({ error: passwordChecksBusyMessage });
      expect(busy.headers['retry-after']).toBe('2');
      // The same request sent again after the wait finds the password changed: refused, not limited.
      expect((await changePassword(cookie, { currentPassword: password, newPassword }, at)).status).toBe(400);
    },
    hashHeavy,
  );

  it(
    'refuses a wrong current password and counts it against the address like a failed sign-in',
    async () => {
      const email = 'ravi@aarogya.example';
      const { accountId, totpSecret, cookie } = await register(email);
      const address = '198.51.100.40';

      const wrong = await changePassword(
        cookie,
        { currentPassword: 'not my password at all', newPassword },
        address,
      );
      expect(wrong).toMatchObject({
        status: 400,
        body: {
          error: ownAccountMessages.passwordWrong,
          fields: { currentPassword: ownAccountMessages.passwordWrong },
        },
      });
      // A new password that would be refused too is named at once.
      const both = await changePassword(
        cookie,
        { currentPassword: 'still not my password', newPassword: 'short' },
        address,
      );
      expect(both.body).toMatchObject({
        fields: { currentPassword: ownAccountMessages.passwordWrong, newPassword: passwordMessages.tooShort },
      });
      // Wrong passwords when confirming who one is share the count.
      expect(
        (await confirmWith(cookie, { password: 'not my password either', code: '000000' }, address)).status,
      ).toBe(400);
      for (let attempt = 3; attempt < 10; attempt += 1)
        expect(
          (await changePassword(cookie, { currentPassword: `wrong guess ${attempt}`, newPassword }, address))
            .status,
        ).toBe(400);

      const limited = await changePassword(cookie, { currentPassword: password, newPassword }, address);
      expect(limited).toMatchObject({ status: 429, body: { error: adminMessages.tooManyAttempts } });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The same limit as signing in from that address.
      expect((await signInWith({ email, password, code: await codeAt(totpSecret) }, address)).status).toBe(
        429,
      );

      // From elsewhere the password is the old one still, and nothing was logged.
      expect((await signInWith({ email, password, code: await codeAt(totpSecret) })).status).toBe(204);
      expect(await auditOf(accountId, 'password.change')).toHaveLength(0);
    },
    hashHeavy,
  );

  it(
    'holds the new password to the rules of registration, with their messages',
    async () => {
      const { accountId, cookie } = await register('lakshmi@aarogya.example');
      for (const [candidate, message] of [
        ['short', passwordMessages.tooShort],
        ['x'.repeat(129), passwordMessages.tooLong],
        ['1qaz2wsx3edc4rfv', passwordMessages.breached],
        ['meena iyer likes long walks', passwordMessages.context],
        ['lakshmi at aarogya on mondays', passwordMessages.context],
        ['', ownAccountMessages.newPasswordRequired],
      ] as const) {
        const refused = await changePassword(cookie, { currentPassword: password, newPassword: candidate });
        expect(refused, candidate).toMatchObject({ status: 400, body: { fields: { newPassword: message } } });
      }
      expect(await changePassword(cookie, { currentPassword: '', newPassword })).toMatchObject({
        status: 400,
        body: { fields: { currentPassword: ownAccountMessages.passwordRequired } },
      });
      expect(await auditOf(accountId, 'password.change')).toHaveLength(0);
      // None of them counted as a wrong password: the address is not limited.
      expect((await changePassword(cookie, { currentPassword: password, newPassword })).status).toBe(200);
    },
    hashHeavy,
  );

  it(
    'switches to a new authenticator only with a code of it; the old one’s codes then fail',
    async () => {
      const email = 'arjun@aarogya.example';
      const { accountId, totpSecret: oldSecret, cookie } = await register(email);

      const started = await startSetup(cookie);
      expect(started.status).toBe(200);
      const setup = started.body as {
        totpSecret: string;
        totpUri: string;
        totpQrCode: string;
        pending: string;
        expiresAt: string;
      };
      expect(setup.totpSecret).not.toBe(oldSecret);
      expect(setup.totpUri).toContain(`secret=${setup.totpSecret}`);
      expect(setup.totpQrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Date.parse(setup.expiresAt) - clock).toBe(10 * 60 * 1000);
      // The browser holds the pending secret sealed: its text is not in it.
      expect(setup.pending).not.toContain(setup.totpSecret);

      // Nothing changed yet: the old authenticator still signs in.
      expect((await signInWith({ email, password, code: await codeAt(oldSecret) })).status).toBe(204);
      clock += 30_000;

      expect(
        await confirmSetup(cookie, { pending: setup.pending, code: await codeAt(oldSecret) }),
      ).toMatchObject({
        status: 400,
        body: { fields: { code: staffAccountMessages.codeInvalid } },
      });
      // Two characters changed, whatever they were (a pending that ended in AA would otherwise stay itself).
      const forged = `${setup.pending.slice(0, -2)}${setup.pending.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(
        await confirmSetup(cookie, { pending: forged, code: await codeAt(setup.totpSecret) }),
      ).toMatchObject({
        status: 400,
        body: { fields: { pending: ownAccountMessages.authenticatorSetupExpired } },
      });
      expect(
        (await confirmSetup(cookie, { pending: setup.pending, code: await codeAt(setup.totpSecret) })).status,
      ).toBe(204);
      // A setup is used once.
      clock += 30_000;
      expect(
        (await confirmSetup(cookie, { pending: setup.pending, code: await codeAt(setup.totpSecret) })).body,
      ).toMatchObject({ fields: { pending: ownAccountMessages.authenticatorSetupExpired } });

      expect((await signInWith({ email, password, code: await codeAt(oldSecret) })).status).toBe(401);
      expect((await signInWith({ email, password, code: await codeAt(setup.totpSecret) })).status).toBe(204);

      const entries = await auditOf(accountId, 'authenticator.change');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ recordType: 'staff-account', recordId: accountId });
      expect(JSON.stringify(await suite.store.audit.list({ accountId }, { limit: 50 }))).not.toContain(
        setup.totpSecret,
      );
      const stored = await suite.store.staffCredentials.find(accountId);
      expect(JSON.stringify(stored)).not.toContain(setup.totpSecret);
    },
    hashHeavy,
  );

  it(
    'refuses a setup that expired, belongs to another account, or predates a change of password',
    async () => {
      const { accountId, totpSecret, cookie } = await register('devi@aarogya.example');
      const { totpSecret: otherSecret, cookie: otherCookie } = await register('kiran@aarogya.example');
      const setupOf = async (theirs: string) =>
        (await startSetup(theirs)).body as { totpSecret: string; pending: string };
      const expired = { fields: { pending: ownAccountMessages.authenticatorSetupExpired } };

      const late = await setupOf(cookie);
      clock += 10 * 60 * 1000;
      expect(
        (await confirmSetup(cookie, { pending: late.pending, code: await codeAt(late.totpSecret) })).body,
      ).toMatchObject(expired);
      // Ten minutes on, the sign-ins no longer count as a confirmation: both confirm again.
      expect((await startSetup(cookie)).body).toEqual({ error: adminMessages.confirmationRequired });
      expect((await confirmWith(cookie, { password, code: await codeAt(totpSecret) })).status).toBe(200);
      expect((await confirmWith(otherCookie, { password, code: await codeAt(otherSecret) })).status).toBe(
        200,
      );

      const others = await setupOf(otherCookie);
      expect(
        (await confirmSetup(cookie, { pending: others.pending, code: await codeAt(others.totpSecret) })).body,
      ).toMatchObject(expired);

      const stale = await setupOf(cookie);
      expect((await changePassword(cookie, { currentPassword: password, newPassword })).status).toBe(200);
      expect(
        (await confirmSetup(cookie, { pending: stale.pending, code: await codeAt(stale.totpSecret) })).body,
      ).toMatchObject(expired);
      expect(await auditOf(accountId, 'authenticator.change')).toHaveLength(0);
    },
    hashHeavy,
  );

  it(
    'a new invitation for a person who lost a factor clears the old credentials and ends every session (ASVS 5.0 6.4.3, 6.4.4)',
    async () => {
      const email = 'sunita@aarogya.example';
      const { accountId, totpSecret, recoveryCodes, cookie: registered } = await register(email);
      const elsewhere = cookieHeader(
        (await signInWith({ email, password, code: await codeAt(totpSecret) })).headers['set-cookie'],
      );
      clock += 30_000;

      const reinvited = await call(app, {
        method: 'POST',
        url: `/api/staff/accounts/${accountId}/invitation`,
        headers: { cookie: owner },
      });
      expect(reinvited.status).toBe(201);
      for (const cookie of [registered, elsewhere]) expect((await sessionsOf(cookie)).status).toBe(401);
      // The old password with the old authenticator's code, or with a recovery code, signs nobody in.
      expect((await signInWith({ email, password, code: await codeAt(totpSecret) })).status).toBe(401);
      expect((await signInWith({ email, password, code: recoveryCodes[1]! })).status).toBe(401);

      const { token } = (reinvited.body as { invitation: { token: string } }).invitation;
      const opened = await call(app, {
        method: 'POST',
        url: '/api/staff/invitations/open',
        payload: { token },
      });
      const { totpSecret: freshSecret } = opened.body as { totpSecret: string };
      expect(freshSecret).not.toBe(totpSecret);
      const accepted = await call(app, {
        method: 'POST',
        url: '/api/staff/invitations/accept',
        payload: { token, password: newPassword, code: await codeAt(freshSecret) },
      });
      expect(accepted.status).toBe(200);
      clock += 30_000;
      expect(
        (await signInWith({ email, password: newPassword, code: await codeAt(freshSecret) })).status,
      ).toBe(204);
    },
    hashHeavy,
  );

  it('tells the admin key it has no password or authenticator of its own', async () => {
    const answers = [
      await changePassword(owner, { currentPassword: password, newPassword }),
      await startSetup(owner),
      await confirmSetup(owner, { pending: 'x', code: '123456' }),
    ];
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 409, body: { error: ownAccountMessages.ownAccountOnly } });
  });
});
