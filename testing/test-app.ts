import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type AppOptions, buildApp, type ServerTimeouts } from '#server/app.ts';
import type { LoginLimits } from '#server/auth/login-throttle.ts';
import type { Secrets } from '#server/auth/secrets.ts';
import type { Store } from '#server/store/store.ts';
import { loadConfig } from '#server/env.ts';
import { adminKeyFingerprint } from '#server/auth/admin-key.ts';
import { AdminSessions } from '#server/auth/admin-sessions.ts';
import { staffCookieBaseNames } from '#server/auth/staff-cookies.ts';
import { packSigningKeyFromSeed, packSigningKeyringOf } from '#server/packs/pack-signing-key.ts';

export const testSecrets: Secrets = {
  adminKey: 'test-admin-key-0123456789',
  sessionSecret: 'test-session-secret-0123456789-abcdefghijklmnop',
};

/** The key of RFC 8037's example (Appendix A.1), so a test can name its public half and thumbprint. */
export const testPackSigningKey = packSigningKeyFromSeed('nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A');
/** That key alone, as the first key: the keyring of a site that never rotated its key. */
export const testPackSigningKeys = packSigningKeyringOf(testPackSigningKey);

/** The origin app.inject requests come from by default (Host: localhost:80). */
export const ownOrigin = 'http://localhost';

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => number;
  loginLimits?: LoginLimits;
  timeouts?: Partial<ServerTimeouts>;
  /** A build folder holding `client/`: the app then serves the site too, as in production. */
  buildDir?: string;
  /** False for tests that drive the outbox and the retention clean-up themselves. */
  backgroundJobs?: boolean;
  /** The HTTPS agent and address check of a local push service. */
  push?: AppOptions['push'];
  /** The keys of pack codes, when a test needs more than the first. */
  packSigningKeys?: AppOptions['packSigningKeys'];
}

let nextDay = 0;

/**
 * A start time no other test of this process uses (a day apart), for tests that share one store:
 * sessions and sign-in failures one test leaves behind then never count in another.
 */
export function freshClockStart(): number {
  nextDay += 1;
  return Date.parse('2026-03-01T09:00:00Z') + nextDay * 24 * 60 * 60 * 1000;
}

/**
 * The API on an already open store, with known secrets and a quiet log; without the client build
 * unless a build folder is given.
 */
export function buildTestApp(store: Store, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const buildDir = options.buildDir ? { BUILD_DIR: options.buildDir } : {};
  const config = loadConfig({
    DATA_DIR: '/nonexistent-data-dir',
    ...buildDir,
    ...options.env,
  });
  return buildApp({
    config,
    serveClient: options.buildDir !== undefined,
    logger: false,
    store,
    secrets: testSecrets,
    packSigningKeys: options.packSigningKeys ?? testPackSigningKeys,
    now: options.now,
    loginLimits: options.loginLimits,
    timeouts: options.timeouts,
    backgroundJobs: options.backgroundJobs,
    push: options.push,
  });
}

/** Signs in and answers the Cookie header value of the admin session. */
export async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { key: testSecrets.adminKey },
  });
  expect(response.statusCode).toBe(204);
  const setCookie = response.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
  if (!cookie) throw new Error('the sign-in answer set no cookie');
  return cookie;
}

/**
 * The Cookie header value of a new session of a staff account, opened in the store as a sign-in
 * would open it (the account sign-in screens are tested on their own).
 */
export async function accountSessionCookie(store: Store, accountId: string, now = Date.now): Promise<string> {
  const sessions = new AdminSessions(store.adminSessions, {
    keyFingerprint: adminKeyFingerprint(testSecrets),
    now,
  });
  const id = await sessions.open({ address: '127.0.0.1', userAgent: 'test' }, accountId);
  return `${staffCookieBaseNames.session}=${id}`;
}

/** The cookies a Set-Cookie answer sets (not those it clears), as one Cookie header value. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lines
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/** Checks the rule every API answer keeps: JSON with a JSON content type, or 204 with no body at all. */
export function expectJsonAnswer(response: LightMyRequestResponse): unknown {
  if (response.statusCode === 204) {
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBeUndefined();
    return undefined;
  }
  expect(response.headers['content-type']).toMatch(/^application\/json(;|$)/);
  return response.json();
}

/** Injects a request, checks the JSON rule and answers status, headers and parsed body. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const body = expectJsonAnswer(response) as Record<string, unknown> | undefined;
  return { status: response.statusCode, headers: response.headers, body };
}
