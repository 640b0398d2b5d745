import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { alertMessages, type AlertSettings } from '#contract/staff-alerts.ts';
import { accountSessionCookie, buildTestApp, call } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** The app as production builds it: no push settings given, so only the known push services count. */
describeForEachEngine('push addresses staff may register', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let cookie: string;

  const turnOn = (endpoint: string) =>
    call(app, {
      method: 'PUT',
      url: '/api/staff/alerts',
      headers: { cookie },
      payload: { subscription: { endpoint, expirationTime: null, keys }, kinds: ['quote'] },
    });

  beforeAll(async () => {
    app = await buildTestApp(suite.store, { backgroundJobs: false });
    const account = await suite.store.staffAccounts.create({
      email: 'sales@aarogya.example',
      displayName: 'Sales',
      roles: ['sales'],
    });
    cookie = await accountSessionCookie(suite.store, account.id);
  });
  afterAll(() => app.close());

  it('refuses a loopback, a private, a link-local and an unknown push address', async () => {
    for (const endpoint of [
      'https://127.0.0.1:4619/internal/admin',
      'https://10.0.0.5/push',
      'https://192.168.1.20/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'https://intranet.aarogya.example/push',
    ]) {
      const refused = await turnOn(endpoint);
      expect(refused, endpoint).toMatchObject({
        status: 400,
        body: { error: alertMessages.pushServiceUnknown },
      });
    }
    const settings = await call(app, { method: 'GET', url: '/api/staff/alerts', headers: { cookie } });
    expect((settings.body as unknown as AlertSettings).subscriptions).toEqual([]);
    expect(await suite.store.audit.list({ action: 'alerts.on' }, { limit: 10 })).toEqual([]);
  });

  it('takes a known push service’s address', async () => {
    const on = await turnOn('https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH');
    expect(on.status).toBe(200);
  });
});
