import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { SealedText } from '#server/auth/sealed-text.ts';
import type { OutgoingMail } from '#server/mail/mail-outbox.ts';
import { buildTestApp, call, cookieHeader, freshClockStart, signIn, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const sealed = new SealedText(testSecrets.sessionSecret, 'mail-outbox');

describeForEachEngine('the admin key once owner accounts exist', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;

  beforeAll(async () => {
    clock = freshClockStart();
    // Mail is configured; the outbox is read here rather than sent.
    app = await buildTestApp(suite.store, {
      now: () => clock,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525' },
      backgroundJobs: false,
    });
  });
  afterAll(() => app.close());

  const tryKey = (key: string, remoteAddress: string, cookie?: string) =>
    call(app, {
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: { key },
    });
  const queuedMails = async () =>
    (await suite.store.outbox.all('mail')).flatMap(({ payload }) => {
      const opened = sealed.open(payload);
      return opened === undefined ? [] : [JSON.parse(opened) as OutgoingMail];
    });

  it('lets the right key in from a new browser after 11 addresses sent 10 wrong keys each', async () => {
    for (let address = 1; address <= 11; address += 1)
      for (let attempt = 1; attempt <= 10; attempt += 1)
        expect((await tryKey(`wrong key number ${attempt}`, `198.18.20.${address}`)).status).toBe(401);
    // Each of those addresses waits; no one else does.
    expect((await tryKey(testSecrets.adminKey, '198.18.20.1')).status).toBe(429);
    expect((await tryKey(testSecrets.adminKey, '198.18.21.1')).status).toBe(204);
  });

  it('audits a key sign-in after owners exist as a recovery, and mails every enabled owner', async () => {
    const key = await signIn(app);
    const invite = async (email: string, displayName: string, roles: string[]) => {
      const answer = await call(app, {
        method: 'POST',
        url: '/api/staff/accounts',
        headers: { cookie: key },
        payload: { email, displayName, roles },
      });
      return (answer.body as { account: { id: string } }).account.id;
    };
    await invite('first.owner@aarogya.example', 'Kavitha Rao', ['owner']);
    await invite('second.owner@aarogya.example', 'Imran Khan', ['owner', 'safety']);
    await invite('seller@aarogya.example', 'Suresh Babu', ['sales']);
    const leaver = await invite('leaving.owner@aarogya.example', 'Padma Devi', ['owner']);
    await call(app, {
      method: 'PATCH',
      url: `/api/staff/accounts/${leaver}`,
      headers: { cookie: key },
      payload: { disabled: true },
    });
    const before = (await queuedMails()).length;

    clock += 60_000;
    const recovery = await tryKey(testSecrets.adminKey, '198.18.22.1');
    expect(recovery.status).toBe(204);
    const cookie = cookieHeader(recovery.headers['set-cookie']).split('; ')[0]!;
    const session = await call(app, { method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(session.body).toMatchObject({ admin: true, staff: { viaAdminKey: true, roles: ['owner'] } });

    const alerts = (await queuedMails()).slice(before);
    expect(alerts.map((mail) => mail.to).sort()).toEqual([
      'first.owner@aarogya.example',
      'second.owner@aarogya.example',
    ]);
    for (const mail of alerts) {
      expect(mail.subject).toContain('admin key');
      expect(mail.text).toContain('recovery');
    }
    const audit = await call(app, {
      method: 'GET',
      url: '/api/audit?action=session.sign-in&limit=1',
      headers: { cookie },
    });
    expect((audit.body as { entries: { details: object }[] }).entries[0]?.details).toEqual({
      method: 'admin-key',
      recovery: true,
      ownersAlerted: 2,
    });
  });

  it('refuses the key altogether with ADMIN_KEY=off', async () => {
    const off = await buildTestApp(suite.store, { now: () => clock, env: { ADMIN_KEY: 'off' } });
    const answer = await call(off, {
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress: '198.18.23.1',
      payload: { key: testSecrets.adminKey },
    });
    await off.close();
    expect(answer).toMatchObject({ status: 403, body: { error: adminMessages.keySwitchedOff } });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
