import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { alertMessages, type AlertSettings } from '#contract/staff-alerts.ts';
import type { StaffRole } from '#contract/staff-roles.ts';
import { startPushEndpoint } from '#testing/push-endpoint.ts';
import { accountSessionCookie, buildTestApp, call, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { vapidKeysFrom } from '../push/vapid-keys.ts';

const quote = {
  fullName: 'Priya Reddy',
  email: 'priya@example.in',
  productName: 'Glucose Meter',
  quantity: 250,
  timeline: 'immediately',
  agreed: true,
  elapsedMs: 5000,
};
const report = {
  reporterName: 'Ravi Kumar',
  reporterEmail: 'ravi@example.in',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'non-serious',
  consentToContact: true,
  elapsedMs: 5000,
};

describeForEachEngine('alerts in staff browsers (Web Push)', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  const cookies: Record<string, string> = {};
  const browsers: Record<string, ReturnType<(typeof push)['subscribe']>> = {};
  let address = 0;
  let anitaId: string;

  const staff = async (name: string, roles: StaffRole[]) => {
    const account = await suite.store.staffAccounts.create({
      email: `${name.toLowerCase()}@aarogya.example`,
      displayName: name,
      roles,
    });
    cookies[name] = await accountSessionCookie(suite.store, account.id);
    return account.id;
  };
  const turnOn = (name: string, kinds: string[]) => {
    browsers[name] = push.subscribe();
    return call(app, {
      method: 'PUT',
      url: '/api/staff/alerts',
      headers: { cookie: cookies[name]!, 'user-agent': `${name}'s browser` },
      payload: { subscription: { ...browsers[name], expirationTime: null }, kinds },
    });
  };
  const settingsOf = async (name: string) =>
    (await call(app, { method: 'GET', url: '/api/staff/alerts', headers: { cookie: cookies[name]! } }))
      .body as unknown as AlertSettings;
  const receivedBy = (name: string) =>
    push.received
      .filter((message) => browsers[name]?.endpoint.endsWith(message.path))
      .map((message) => ({ ...message, payload: JSON.parse(message.text) as Record<string, string> }));
  const submit = async (url: string, payload: object) => {
    address += 1;
    const sent = await call(app, { method: 'POST', url, payload, remoteAddress: `203.0.113.${address}` });
    expect(sent.status).toBe(201);
    return (sent.body as { reference: string }).reference;
  };

  beforeAll(async () => {
    push = await startPushEndpoint();
    // The outbox's poller sends the alerts, woken by each one queued.
    app = await buildTestApp(suite.store, {
      push: { agent: push.agent, acceptsEndpoint: push.acceptsEndpoint },
    });
    anitaId = await staff('Anita', ['sales']);
    await staff('Chitra', ['safety']);
    const leaver = await staff('Leaver', ['sales']);
    expect((await turnOn('Leaver', ['quote'])).status).toBe(200);
    await suite.store.staffAccounts.change(leaver, { disabled: true });
  });
  afterAll(async () => {
    await app.close();
    await push.close();
  });

  it('offers the kinds the roles cover, with the VAPID key derived from the session secret', async () => {
    const anita = await settingsOf('Anita');
    expect(anita).toMatchObject({
      kinds: ['quote', 'contact', 'newsletter', 'distributor'],
      alwaysKinds: [],
      subscriptions: [],
    });
    expect(anita.publicKey).toBe(vapidKeysFrom(testSecrets.sessionSecret).publicKey);
    expect(Buffer.from(anita.publicKey, 'base64url')).toHaveLength(65);
    expect(await settingsOf('Chitra')).toMatchObject({
      kinds: ['adverse-event', 'medical-info'],
      alwaysKinds: ['adverse-event'],
    });

    const refused = await turnOn('Anita', ['adverse-event']);
    expect(refused).toMatchObject({ status: 400, body: { fields: { kinds: alertMessages.kindNotAllowed } } });
    expect((await turnOn('Anita', [])).body).toMatchObject({
      fields: { kinds: alertMessages.kindsRequired },
    });
  });

  it('alerts the browsers that chose the kind, and every drug-safety browser of an adverse event, without personal data', async () => {
    const on = await turnOn('Anita', ['quote']);
    expect(on).toMatchObject({
      status: 200,
      body: { subscription: { kinds: ['quote'], userAgent: "Anita's browser" } },
    });
    expect((await turnOn('Chitra', ['adverse-event'])).status).toBe(200);

    const reference = await submit('/api/quote-requests', quote);
    await vi.waitFor(() => expect(receivedBy('Anita')).toHaveLength(1), { timeout: 10_000 });
    const [alert] = receivedBy('Anita');
    expect(alert!.payload).toEqual({
      title: 'New quote request',
      body: expect.stringMatching(
        new RegExp(`^${reference}, received \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} IST\\.`),
      ),
      url: '/admin/dashboard',
    });
    expect(alert!.text).not.toContain('Priya');
    expect(alert!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(alert!.headers.urgency).toBe('normal');
    expect(alert!.headers['content-encoding']).toBe('aes128gcm');

    const reported = await submit('/api/adverse-event-reports', report);
    await vi.waitFor(() => expect(receivedBy('Chitra')).toHaveLength(1), { timeout: 10_000 });
    expect(receivedBy('Chitra')[0]!.payload.title).toBe('[SAFETY] New adverse-event report');
    expect(receivedBy('Chitra')[0]!.payload.body).toContain(reported);
    expect(receivedBy('Chitra')[0]!.headers.urgency).toBe('high');
    // Neither kind reached a browser that did not choose it, nor a disabled account's.
    expect(receivedBy('Anita')).toHaveLength(1);
    expect(receivedBy('Leaver')).toHaveLength(0);
  });

  it('sends a test alert, forgets a browser its push service calls gone, and turns alerts off', async () => {
    expect(
      (await call(app, { method: 'POST', url: '/api/staff/alert-test', headers: { cookie: cookies.Anita! } }))
        .body,
    ).toEqual({ sent: 1, failed: 0 });
    expect(receivedBy('Anita').at(-1)!.payload.title).toBe('Test alert');
    // The test made the server send requests: the log says who asked and what came of it.
    const [tested] = await suite.store.audit.list({ action: 'alerts.test' }, { limit: 1 });
    expect(tested).toMatchObject({ accountId: anitaId, details: { sent: 1, failed: 0 } });

    push.gone.add(new URL(browsers.Anita!.endpoint).pathname);
    expect(
      (await call(app, { method: 'POST', url: '/api/staff/alert-test', headers: { cookie: cookies.Anita! } }))
        .body,
    ).toEqual({ sent: 0, failed: 1 });
    expect((await settingsOf('Anita')).subscriptions).toEqual([]);

    const chitras = (await settingsOf('Chitra')).subscriptions;
    expect(chitras).toHaveLength(1);
    const notHers = await call(app, {
      method: 'DELETE',
      url: `/api/staff/alerts/${chitras[0]!.id}`,
      headers: { cookie: cookies.Anita! },
    });
    expect(notHers).toMatchObject({ status: 404, body: { error: alertMessages.notFound } });
    const off = await call(app, {
      method: 'DELETE',
      url: `/api/staff/alerts/${chitras[0]!.id}`,
      headers: { cookie: cookies.Chitra! },
    });
    expect(off.status).toBe(204);
    expect((await settingsOf('Chitra')).subscriptions).toEqual([]);

    // Turning alerts on and off is in the audit log, with the kinds and never the push address.
    const on = await suite.store.audit.list({ action: 'alerts.on' }, { limit: 50 });
    expect(on.map((entry) => entry.recordId)).toContain(chitras[0]!.id);
    expect(on.find((entry) => entry.recordId === chitras[0]!.id)?.details).toEqual({
      kinds: ['adverse-event'],
    });
    expect(JSON.stringify(on)).not.toContain('127.0.0.1');
    const offEntries = await suite.store.audit.list({ action: 'alerts.off' }, { limit: 50 });
    expect(offEntries.map((entry) => entry.recordId)).toEqual([chitras[0]!.id]);
  });

  it('refuses a push address another active account holds, without touching theirs', async () => {
    expect((await turnOn('Chitra', ['adverse-event'])).status).toBe(200);
    const hers = browsers.Chitra!;
    const taken = await call(app, {
      method: 'PUT',
      url: '/api/staff/alerts',
      headers: { cookie: cookies.Anita! },
      payload: { subscription: { ...hers, expirationTime: null }, kinds: ['quote'] },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: alertMessages.anotherAccountsBrowser } });
    expect((await settingsOf('Chitra')).subscriptions).toHaveLength(1);
    expect((await settingsOf('Anita')).subscriptions).toHaveLength(0);

    // Once that account is disabled, the browser is free for whoever signs in there.
    const leaverBrowser = await call(app, {
      method: 'PUT',
      url: '/api/staff/alerts',
      headers: { cookie: cookies.Anita! },
      payload: { subscription: { ...browsers.Leaver!, expirationTime: null }, kinds: ['quote'] },
    });
    expect(leaverBrowser.status).toBe(200);
  });
});
