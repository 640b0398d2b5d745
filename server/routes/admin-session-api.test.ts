import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { adminMessages } from '#contract/admin-session.ts';
import { buildApp } from '../app.ts';
import { sessionIdleTimeoutMs, sessionLifetimeMs } from '../auth/admin-sessions.ts';
import { loadConfig } from '../env.ts';
import {
  buildTestApp,
  call,
  cookieHeader,
  freshClockStart,
  ownOrigin,
  signIn,
  testPackSigningKeys,
  testSecrets,
} from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';

const fifteenMinutes = 15 * 60 * 1000;

/** What the store keeps of a session cookie ("admin_session=value"). */
function sessionIdHash(cookie: string): string {
  return createHash('sha256')
    .update(Buffer.from(cookie.split('=')[1]!, 'base64url'))
    .digest('hex');
}
const tablet = { name: 'Telmisartan 40 mg', genericName: 'Telmisartan', price: 62.3 };

describeForEachEngine('admin session API', (engine) => {
  const suite = useSuiteStore(engine);
  let app: FastifyInstance;
  let clock: number;

  beforeEach(async () => {
    clock = freshClockStart();
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
    expect(await sessionState(cookie)).toMatchObject({
      status: 200,
      body: { admin: true, staff: { displayName: 'Admin key', roles: ['owner'], viaAdminKey: true } },
    });
    expect((await createTablet(cookie)).status).toBe(201);
  });

  it('ends the session the browser held when it signs in again, so no earlier session lives on (ASVS 7.2.4)', async () => {
    const first = await signIn(app);
    const again = await attempt(testSecrets.adminKey, '203.0.113.7', { cookie: first });
    expect(again.status).toBe(204);
    const second = String(again.headers['set-cookie']).split(';')[0]!;
    expect(second).not.toBe(first);
    expect((await sessionState(first)).body).toEqual({ admin: false });
    expect((await createTablet(first)).status).toBe(401);
    expect((await sessionState(second)).body).toMatchObject({ admin: true });
    // A wrong key does not end it: only a sign-in that succeeds replaces the session.
    expect((await attempt('wrong-key-0123456789', '203.0.113.7', { cookie: second })).status).toBe(401);
    expect((await sessionState(second)).body).toMatchObject({ admin: true });
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

  it('ends the session after 8 hours, however often it is used', async () => {
    const cookie = await signIn(app);
    const signedInAt = clock;
    while (clock + 20 * 60 * 1000 < signedInAt + sessionLifetimeMs) {
      clock += 20 * 60 * 1000;
      expect((await sessionState(cookie)).body).toMatchObject({ admin: true });
    }
    clock = signedInAt + sessionLifetimeMs - 1;
    expect((await sessionState(cookie)).body).toMatchObject({ admin: true });
    clock += 1;
    expect((await sessionState(cookie)).body).toEqual({ admin: false });
    expect(await createTablet(cookie)).toMatchObject({
      status: 401,
      body: { error: adminMessages.loginRequired },
    });
  });

  it('ends the session after 30 minutes without a request', async () => {
    const cookie = await signIn(app);
    clock += sessionIdleTimeoutMs - 1;
    expect((await sessionState(cookie)).body).toMatchObject({ admin: true });
    clock += sessionIdleTimeoutMs - 1;
    expect((await sessionState(cookie)).body).toMatchObject({ admin: true });
    clock += sessionIdleTimeoutMs;
    expect((await sessionState(cookie)).body).toEqual({ admin: false });
  });

  it('ends every session when the admin key changes: they are refused, then purged', async () => {
    const cookie = await signIn(app);
    const sameSecrets = await buildTestApp(suite.store, { now: () => clock });
    const otherKey = await buildApp({
      config: loadConfig({ DATA_DIR: '/nonexistent-data-dir' }),
      serveClient: false,
      logger: false,
      store: suite.store,
      secrets: { ...testSecrets, adminKey: 'a-different-admin-key' },
      packSigningKeys: testPackSigningKeys,
      now: () => clock,
    });
    expect(
      (await call(sameSecrets, { method: 'GET', url: '/api/admin/session', headers: { cookie } })).body,
    ).toMatchObject({ admin: true });
    expect(
      (await call(otherKey, { method: 'GET', url: '/api/admin/session', headers: { cookie } })).body,
    ).toEqual({ admin: false });
    const newKeySignIn = await call(otherKey, {
      method: 'POST',
      url: '/api/admin/session',
      payload: { key: 'a-different-admin-key' },
    });
    expect(newKeySignIn.status).toBe(204);
    expect(await suite.store.adminSessions.find(sessionIdHash(cookie))).toBeUndefined();
    await sameSecrets.close();
    await otherKey.close();
  });

  it('signs out by ending the session in the store and clearing the cookie', async () => {
    const cookie = await signIn(app);
    const answer = await call(app, { method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(answer.status).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/^admin_session=;.*Max-Age=0/);
    expect(await suite.store.adminSessions.find(sessionIdHash(cookie))).toBeUndefined();
    expect((await sessionState(cookie)).body).toEqual({ admin: false });
  });

  it('keeps only the hash of the session id, with the client it was issued to, and purges ended sessions', async () => {
    const answer = await attempt(testSecrets.adminKey, '198.51.100.61', { 'user-agent': 'Staff browser' });
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
    const stored = await suite.store.adminSessions.find(sessionIdHash(cookie));
    expect(stored).toMatchObject({
      clientAddress: '198.51.100.61',
      userAgent: 'Staff browser',
      createdAt: clock,
      expiresAt: clock + sessionLifetimeMs,
    });
    expect(JSON.stringify(stored)).not.toContain(cookie.split('=')[1]);

    clock += sessionLifetimeMs;
    await signIn(app);
    expect(await suite.store.adminSessions.find(sessionIdHash(cookie))).toBeUndefined();
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

  it('limits failed attempts to 10 per 15 minutes per address (IPv6 per /64), then answers 429 with Retry-After', async () => {
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

  it('limits each address and each known browser by its own failures, never all clients together', async () => {
    const limited = await buildTestApp(suite.store, {
      now: () => clock,
      loginLimits: {
        perDevice: { maxFailures: 3, windowMs: fifteenMinutes },
        perAddress: { maxFailures: 3, windowMs: fifteenMinutes },
      },
    });
    const tryKey = (key: string, remoteAddress: string, cookie?: string) =>
      call(limited, {
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress,
        headers: cookie ? { cookie } : {},
        payload: { key },
      });
    const staff = cookieHeader((await tryKey(testSecrets.adminKey, '198.51.100.70')).headers['set-cookie']);
    for (let address = 1; address <= 5; address += 1)
      for (let failure = 0; failure < 3; failure += 1)
        expect((await tryKey('wrong-key-0123456789', `192.0.2.${address}`)).status).toBe(401);
    expect((await tryKey(testSecrets.adminKey, '192.0.2.1')).status).toBe(429);
    // A new browser at another address is not among them.
    expect((await tryKey(testSecrets.adminKey, '192.0.2.99')).status).toBe(204);
    // Nor is a browser that signed in before, at an address that is.
    expect((await tryKey(testSecrets.adminKey, '192.0.2.1', staff)).status).toBe(204);
    // It is limited by its own failures only.
    for (let failure = 0; failure < 3; failure += 1)
      expect((await tryKey('wrong-key-0123456789', '198.51.100.70', staff)).status).toBe(401);
    expect((await tryKey(testSecrets.adminKey, '198.51.100.70', staff)).status).toBe(429);
    await limited.close();
  });

  it('keeps the limits in the store, so a second instance sees them', async () => {
    for (let failure = 0; failure < 10; failure += 1) await attempt('wrong-key-0123456789', '203.0.113.90');
    const second = await buildTestApp(suite.store, { now: () => clock });
    const answer = await call(second, {
      method: 'POST',
      url: '/api/admin/session',
      remoteAddress: '203.0.113.90',
      payload: { key: testSecrets.adminKey },
    });
    expect(answer.status).toBe(429);
    await second.close();
  });

  it('marks the cookies Secure and __Host- over HTTPS, believing the proxy only with TRUST_PROXY', async () => {
    const behindProxy = { 'x-forwarded-proto': 'https' };
    const direct = await attempt(testSecrets.adminKey, undefined, behindProxy);
    expect(String(direct.headers['set-cookie'])).not.toContain('Secure');

    const trusting = await buildTestApp(suite.store, { env: { TRUST_PROXY: '1' } });
    const proxied = await call(trusting, {
      method: 'POST',
      url: '/api/admin/session',
      headers: { ...behindProxy, host: 'www.example.in', origin: 'https://www.example.in' },
      payload: { key: testSecrets.adminKey },
    });
    expect(proxied.status).toBe(204);
    const cookies = proxied.headers['set-cookie'] as string[];
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^__Host-admin_session=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(cookies[1]).toMatch(
      /^__Host-admin_device=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const cookie = cookies[0]!.split(';')[0]!;
    const over = (protocol: string) =>
      call(trusting, {
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie, 'x-forwarded-proto': protocol, host: 'www.example.in' },
      });
    expect((await over('https')).body).toMatchObject({ admin: true });
    // Over plain HTTP the __Host- cookie is not the session cookie.
    expect((await over('http')).body).toEqual({ admin: false });
    expect(proxied.headers['strict-transport-security']).toBeDefined();
    await trusting.close();
  });
});
