import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const postgresTestUrl = process.env.TEST_DATABASE_URL || undefined;

export const postgresSkipReason =
  'TEST_DATABASE_URL is not set (set it to a PostgreSQL URL such as postgres://postgres@127.0.0.1:5432/test to run it)';

/** A database of its own for one run, created empty and dropped afterwards. */
export interface TestDatabase {
  name: string;
  url: string;
  /** Sessions currently connected to this database (from pg_stat_activity). */
  connectionCount(): Promise<number>;
  drop(): Promise<void>;
}

/** A short connection to the database at `url`. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A short connection to the test server's own database, for creating and dropping test ones. */
export function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!postgresTestUrl) throw new Error(postgresSkipReason);
  return withClient(postgresTestUrl, work);
}

/** The same server and credentials as url, another database. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

export async function createTestDatabase(prefix = 'reliability'): Promise<TestDatabase> {
  if (!postgresTestUrl) throw new Error(postgresSkipReason);
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  // The name is made here of [a-z0-9_] only, so it can stand in the statement as an identifier.
  await withAdminClient((client) => client.query(`create database ${name}`));
  return {
    name,
    url: databaseUrl(postgresTestUrl, name),
    connectionCount: () =>
      withAdminClient(async (client) => {
        const { rows } = await client.query<{ total: string }>(
          'select count(*) as total from pg_stat_activity where datname = $1',
          [name],
        );
        return Number(rows[0]?.total ?? 0);
      }),
    drop: () =>
      withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(),
  };
}
