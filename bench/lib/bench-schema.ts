import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function run(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL schema of one bench run's own: its name (for a store opened beside the server), the
 * URL that puts it first on the search path (for the server), and `drop` to remove it afterwards.
 */
export async function createBenchSchema(postgresUrl: string) {
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await run(postgresUrl, `create schema ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    databaseUrl: url.toString(),
    drop: () => run(postgresUrl, `drop schema if exists ${schema} cascade`),
  };
}
