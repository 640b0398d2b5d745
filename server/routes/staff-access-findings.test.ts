import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp, call, cookieHeader, freshClockStart, testSecrets } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

/**
 * The findings of the outside review of the staff side, one test each, as the reviewer sent them.
 * Each failed before the fix.
 */

const tablet = { name: 'Amlodipine 5 mg', genericName: 'Amlodipine besylate', price: 18.5 };
const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same value with the lowest bit of its last base64url character flipped. */
function otherSpelling(value: string): string {
  const last = value.at(-1)!;
  const index = base64urlAlphabet.indexOf(last);
  return `${value.slice(0, -1)}${base64urlAlphabet[index ^ 1]}`;
}

describeForEachEngine('findings of the staff-access review', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;

  beforeEach(async () => {
    clock = freshClockStart();
    app = await buildTestApp(suite.store, { now: () => clock });
  });
  afterEach(() => app.close());

  const signInFrom = (target: FastifyInstance, remoteAddress: string, cookie = '', headers = {}) =>
    call(target, {
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      payload: { key: testSecrets.adminKey },
    });
  const wrongFrom = (target: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    call(target, {
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress,
      headers,
      payload: { key: 'not-the-admin-key-at-all' },
    });

  it('1. an invented X-Forwarded-For does not escape the limit when a proxy is trusted', async () => {
    const proxied = await buildTestApp(suite.store, { now: () => clock, env: { TRUST_PROXY: '1' } });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      // The client invents an address; the proxy in front (127.0.0.1) appends the real one.
      const answer = await wrongFrom(proxied, '127.0.0.1', {
        'x-forwarded-for': `10.0.0.${attempt}, 198.51.100.9`,
      });
      statuses.push(answer.status);
    }
    await proxied.close();
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  it('1. an address records at most its limit of failures, however often it tries', async () => {
    const fifteenMinutes = 15 * 60 * 1000;
    const limited = await buildTestApp(suite.store, {
      now: () => clock,
      loginLimits: {
        perDevice: { maxFailures: 10, windowMs: fifteenMinutes },
        perAddress: { maxFailures: 10, windowMs: fifteenMinutes },
      },
    });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 60; attempt += 1)
      statuses.push((await wrongFrom(limited, '198.18.1.1')).status);
    await limited.close();
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(50).fill(429));
    const recorded = await suite.store.loginFailures.latest(
      'address:198.18.1.1',
      clock - fifteenMinutes,
      1_000,
    );
    expect(recorded).toHaveLength(10);
  });

  it('2. strangers sharing the staff address cannot lock out a browser that signed in before', async () => {
    const office = '203.0.113.40';
    const staff = cookieHeader((await signInFrom(app, office)).headers['set-cookie']);
    for (let failure = 0; failure < 10; failure += 1) await wrongFrom(app, office);
    expect((await signInFrom(app, office)).status).toBe(429);
    expect((await signInFrom(app, office, staff)).status).toBe(204);
  });

  it('2. IPv6 clients are counted per /64', async () => {
    for (let host = 1; host <= 10; host += 1) await wrongFrom(app, `2001:db8:5:7::${host.toString(16)}`);
    expect((await wrongFrom(app, '2001:db8:5:7:ffff:1:2:3')).status).toBe(429);
    expect((await signInFrom(app, '2001:db8:5:8::1')).status).toBe(204);
  });

  it('3. a copied session token stops working when its owner signs out', async () => {
    const cookie = cookieHeader((await signInFrom(app, '198.51.100.30')).headers['set-cookie']);
    const copy = cookie;
    const signOut = await call(app, { method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(signOut.status).toBe(204);
    const created = await call(app, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie: copy },
      payload: tablet,
    });
    expect(created.status).toBe(401);
  });

  it('5. every API answer is no-store, however its path is spelled', async () => {
    // The public tablet list alone is `no-cache`: kept only to be revalidated with its ETag.
    const expected = {
      '/%61pi/admin/session': 'no-store',
      '/api/%61dmin/session': 'no-store',
      '/%61pi/tablets': 'no-cache',
      '/%61pi/nothing-here': 'no-store',
    };
    for (const [url, cacheControl] of Object.entries(expected)) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe(cacheControl);
    }
  });

  it('5. the session cookie has one spelling, and the __Host- name over HTTPS', async () => {
    const answer = await signInFrom(app, '198.51.100.31');
    const session = String(answer.headers['set-cookie']).match(/admin_session=([^;]+)/)![1]!;
    const respelled = `admin_session=${otherSpelling(session)}`;
    expect(
      await call(app, { method: 'GET', url: '/api/admin/session', headers: { cookie: respelled } }),
    ).not.toMatchObject({
      status: 200,
      body: { admin: true },
    });

    const proxied = await buildTestApp(suite.store, { now: () => clock, env: { TRUST_PROXY: '1' } });
    const secure = await signInFrom(proxied, '127.0.0.1', '', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.32',
    });
    await proxied.close();
    expect(secure.status).toBe(204);
    expect(String(secure.headers['set-cookie'])).toMatch(/(^|,)\s*__Host-admin_session=[^;]+;[^,]*Secure/);
  });
});
