import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { buildApp } from '../app.ts';
import { sessionLifetimeMs } from '../auth/session-token.ts';
import { loadConfig } from '../env.ts';
import { buildTestApp, call, ownOrigin, signIn, testSecrets } from '../testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '../testing/test-stores.ts';

const fifteenMinutes = 15 * 60 * 1000;
const tablet = { name: 'Telmisartan 40 mg', genericName: 'Telmisartan', price: 62.3 };

describeForEachEngine('admin session API', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;

  beforeEach(async () => {
    clock = Date.parse('2026-03-02T09:00:00Z');
    app = await buildTestApp(suite.store, { now: () => clock });
  });
  afterEach(() => app.close());

  const attempt = (key: unknown, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
    call(app, {
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress,
      headers,
      payload: { key } as object,
    });
  const sessionState = (cookie?: string) =>
    call(app, { method: 'GET', url: '/api/admin/session', headers: cookie ? { cookie } : {} });
  const createTablet = (cookie: string) =>
    call(app, { method: 'POST', url: '/api/tablets', headers: { cookie }, payload: tablet });

  it('opens a session with the right key, in a strict HttpOnly cookie valid for 8 hours', async () => {
    const answer = await attempt(testSecrets.adminKey);
    expect(answer.status).toBe(204);
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^admin_session=[\w.-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=28800');
    expect(setCookie).not.toContain('Secure');
    expect(setCookie).not.toContain(testSecrets.adminKey);

    const cookie = setCookie.split(';')[0]!;
    expect(await sessionState(cookie)).toMatchObject({ status: 200, body: { admin: true } });
    expect((await createTablet(cookie)).status).toBe(201);
  });

  it('refuses a wrong or malformed key', async () => {
    expect(await attempt('wrong-key-0123456789')).toMatchObject({
      status: 401,
      body: { error: adminMessages.invalidKey },
    });
    expect(await attempt(`${testSecrets.adminKey} `)).toMatchObject({ status: 401 });
    expect((await attempt(testSecrets.adminKey.toUpperCase())).status).toBe(401);
    expect(await attempt('')).toMatchObject({ status: 400, body: { fields: { key: 'key is required' } } });
    expect((await attempt(12345)).status).toBe(400);
    expect((await attempt('k'.repeat(600))).status).toBe(400);
    const extra = await call(app, {
      method: 'POST',
      url: '/api/admin/session',
      payload: { key: testSecrets.adminKey, admin: true },
    });
    expect(extra.status).toBe(400);
    expect(await sessionState()).toMatchObject({ status: 200, body: { admin: false } });
  });

  it('tells when there is no valid session with 200 { admin: false }, not an error status', async () => {
    expect(await sessionState()).toMatchObject({ status: 200, body: { admin: false } });
    expect(await sessionState('admin_session=garbage')).toMatchObject({
      status: 200,
      body: { admin: false },
    });
  });

  it('ends the session after 8 hours', async () => {
    const cookie = await signIn(app);
    clock += sessionLifetimeMs - 1;
    expect((await sessionState(cookie)).body).toEqual({ admin: true });
    clock += 1;
    expect((await sessionState(cookie)).body).toEqual({ admin: false });
    expect(await createTablet(cookie)).toMatchObject({
      status: 401,
      body: { error: adminMessages.loginRequired },
    });
  });

  it('does not accept sessions signed with another secret or for another admin key', async () => {
    const cookie = await signIn(app);
    const otherSecret = await buildTestApp(suite.store, { now: () => clock });
    const otherKey = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent-data-dir' }),
      serveClient: false,
      logger: false,
      store: suite.store,
      secrets: { ...testSecrets, adminKey: 'a-different-admin-key' },
      now: () => clock,
    });
    expect(
      (await call(otherSecret, { method: 'GET', url: '/api/admin/session', headers: { cookie } })).body,
    ).toEqual({ admin: true });
    expect(
      (await call(otherKey, { method: 'GET', url: '/api/admin/session', headers: { cookie } })).body,
    ).toEqual({ admin: false });
    await otherSecret.close();
    await otherKey.close();
  });

  it('signs out by clearing the cookie', async () => {
    const answer = await call(app, {
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie: await signIn(app) },
    });
    expect(answer.status).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/^admin_session=;.*Max-Age=0/);
  });

  it('refuses sign-in and sign-out from another site', async () => {
    expect(await attempt(testSecrets.adminKey, undefined, { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
      body: { error: adminMessages.foreignOrigin },
    });
    const signOut = await call(app, {
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { origin: 'null' },
    });
    expect(signOut.status).toBe(403);
    expect((await attempt(testSecrets.adminKey, undefined, { origin: ownOrigin })).status).toBe(204);
  });

  it('limits failed attempts to 10 per 15 minutes per address, then answers 429 with Retry-After', async () => {
    for (let failure = 1; failure <= 10; failure += 1) {
      expect((await attempt(`wrong-${failure}`)).status).toBe(401);
      clock += 1000;
    }
    const limited = await attempt(testSecrets.adminKey);
    expect(limited).toMatchObject({ status: 429, body: { error: adminMessages.tooManyAttempts } });
    expect(Number(limited.headers['retry-after'])).toBe((fifteenMinutes - 10_000) / 1000);

    expect((await attempt(testSecrets.adminKey, '198.51.100.20')).status).toBe(204);

    clock += fifteenMinutes - 10_000 - 1;
    expect((await attempt(testSecrets.adminKey)).status).toBe(429);
    clock += 1;
    expect((await attempt(testSecrets.adminKey)).status).toBe(204);
  });

  it('does not count successful sign-ins against the limit', async () => {
    for (let login = 0; login < 25; login += 1)
      expect((await attempt(testSecrets.adminKey)).status).toBe(204);
  });

  it('marks the cookie Secure over HTTPS, believing the proxy only with TRUST_PROXY', async () => {
    const behindProxy = { 'x-forwarded-proto': 'https' };
    const direct = await attempt(testSecrets.adminKey, undefined, behindProxy);
    expect(String(direct.headers['set-cookie'])).not.toContain('Secure');

    const trusting = await buildTestApp(suite.store, { env: { TRUST_PROXY: 'true' } });
    const proxied = await call(trusting, {
      method: 'POST',
      url: '/api/admin/session',
      headers: { ...behindProxy, host: 'www.example.in', origin: 'https://www.example.in' },
      payload: { key: testSecrets.adminKey },
    });
    expect(proxied.status).toBe(204);
    expect(String(proxied.headers['set-cookie'])).toContain('Secure');
    expect(proxied.headers['strict-transport-security']).toBeDefined();
    await trusting.close();
  });
});
