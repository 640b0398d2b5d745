import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Where a benchmark measures PostgreSQL: BENCH_DATABASE_URL, else the tests' TEST_DATABASE_URL. */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * Runs `work` on a database of its own, made for it and dropped afterwards; undefined, and a line
 * saying so, when no PostgreSQL is configured.
 */
export async function withPostgresDatabase<T>(
  prefix: string,
  work: (url: string) => Promise<T>,
): Promise<T | undefined> {
  if (!benchPostgresUrl) {
    console.info('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it.');
    return undefined;
  }
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
