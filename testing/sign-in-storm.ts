/**
 * A burst of concurrent password sign-ins with unknown emails against a production server process,
 * each from its own loopback address, with a passkey sign-in of a real account in the middle: what
 * the staff sign-in costs under a flood (time to the last answer, memory, connection resets).
 * Shared by the sign-in load test and `npm run bench:auth`.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { smallestSiteFiles, writeClientBuild } from './client-build.ts';
import { benchAdminKey, residentMemory, type RunningServer, startServer } from './server-process.ts';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator.ts';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Passkeys belong to a host name, so every request names the server as localhost. */
const hostOf = (server: RunningServer) => `localhost:${server.port}`;
const originOf = (server: RunningServer) => `http://${hostOf(server)}`;

/** One request from a chosen loopback source address; a reset or a timeout rejects. */
export function send(
  server: RunningServer,
  request: { method: string; path: string; body?: unknown; cookie?: string; from?: string },
): Promise<Answer> {
  const payload = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: request.method,
        path: request.path,
        localAddress: request.from,
        agent: false,
        headers: {
          host: hostOf(server),
          origin: originOf(server),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(request.cookie ? { cookie: request.cookie } : {}),
        },
        timeout: 120_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 120 s')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const cookieOf = (answer: Answer) =>
  (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? '').join('; ');

/** A staff account with a passkey on the server, made through the admin key and an invitation. */
export async function accountWithPasskey(server: RunningServer): Promise<SoftwareAuthenticator> {
  const key = await send(server, {
    method: 'POST',
    path: '/api/admin/session',
    body: { key: benchAdminKey },
  });
  if (key.status !== 204) throw new Error(`the admin key sign-in answered ${key.status}`);
  const invited = await send(server, {
    method: 'POST',
    path: '/api/staff/accounts',
    cookie: cookieOf(key),
    body: { email: 'passkey.holder@aarogya.example', displayName: 'Passkey Holder', roles: ['sales'] },
  });
  const { token } = (JSON.parse(invited.body) as { invitation: { token: string } }).invitation;
  const options = await send(server, {
    method: 'POST',
    path: '/api/staff/invitations/passkey/options',
    body: { token },
  });
  const authenticator = createSoftwareAuthenticator({ origin: originOf(server), rpId: 'localhost' });
  const credential = authenticator.register(
    JSON.parse(options.body) as PublicKeyCredentialCreationOptionsJSON,
  );
  const registered = await send(server, {
    method: 'POST',
    path: '/api/staff/invitations/passkey',
    body: { token, name: 'Laptop', credential },
  });
  if (registered.status !== 204) throw new Error(`the passkey registration answered ${registered.status}`);
  return authenticator;
}

/** A passkey sign-in from a fresh browser: its final answer and how long the two requests took. */
export async function timedPasskeySignIn(server: RunningServer, authenticator: SoftwareAuthenticator) {
  const started = performance.now();
  const options = await send(server, {
    method: 'POST',
    path: '/api/staff/passkey-session/options',
    from: '127.0.3.1',
  });
  const credential = authenticator.authenticate(
    JSON.parse(options.body) as PublicKeyCredentialRequestOptionsJSON,
  );
  const answer = await send(server, {
    method: 'POST',
    path: '/api/staff/passkey-session',
    body: { credential },
    from: '127.0.3.1',
  });
  return { status: answer.status, ms: performance.now() - started };
}

export interface StormFigures {
  concurrent: number;
  /** From the first request sent to the last answer (or reset). */
  lastAnswerMs: number;
  /** How many answers of each status. */
  statuses: Record<string, number>;
  resets: number;
  memoryBeforeMiB: number;
  memoryPeakMiB: number;
  passkey: { status: number; ms: number };
}

/** Starts a production server on SQLite with the smallest client build it serves. */
export async function startStormServer(): Promise<RunningServer> {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'sign-in-storm-'));
  await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
  return startServer({ env: { BUILD_DIR: buildDir, LOG_LEVEL: 'error' }, output: 'capture' });
}

/** Sends `concurrent` sign-ins with unknown emails at once and a passkey sign-in once they are under way. */
export async function signInStorm(
  server: RunningServer,
  authenticator: SoftwareAuthenticator,
  concurrent: number,
): Promise<StormFigures> {
  const memoryBefore = await residentMemory(server.process.pid);
  let memoryPeak = memoryBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      memoryPeak = Math.max(memoryPeak, await residentMemory(server.process.pid));
      await sleep(50);
    }
  })();
  const started = performance.now();
  const statuses: Record<string, number> = {};
  let resets = 0;
  const flood = Array.from({ length: concurrent }, async (_, index) => {
    try {
      const answer = await send(server, {
        method: 'POST',
        path: '/api/staff/session',
        from: `127.0.${10 + Math.floor(index / 200)}.${(index % 200) + 1}`,
        body: {
          email: `nobody.${index}@aarogya.example`,
          password: 'a wrong password, long enough',
          code: '000000',
        },
      });
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    } catch {
      resets += 1;
    }
  });
  await sleep(100);
  const passkey = await timedPasskeySignIn(server, authenticator);
  await Promise.all(flood);
  const lastAnswerMs = performance.now() - started;
  sampling = false;
  await sampler;
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return {
    concurrent,
    lastAnswerMs: Math.round(lastAnswerMs),
    statuses,
    resets,
    memoryBeforeMiB: mib(memoryBefore),
    memoryPeakMiB: mib(memoryPeak),
    passkey: { status: passkey.status, ms: Math.round(passkey.ms) },
  };
}
