import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type Kysely, sql } from 'kysely';
import { sqliteFileName } from '../db/create-db.ts';
import type { Database } from '../db/schema.ts';

/**
 * Copies the SQLite store to `target` while the site goes on writing to it. VACUUM INTO reads one
 * transaction's snapshot from start to end; SQLite's page-by-page backup API would instead start
 * over at every write another connection makes, and might never end on a busy site.
 */
export function snapshotSqlite(dataDir: string, target: string): void {
  const file = path.join(dataDir, sqliteFileName);
  if (!existsSync(file)) throw new Error(`No SQLite store at ${file}.`);
  const database = new DatabaseSync(file, { timeout: 5_000 });
  try {
    database.prepare('VACUUM INTO ?').run(target);
  } finally {
    database.close();
  }
}

/** The URL without its password, and the password for PGPASSWORD: never on a command line. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function runClientTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install Debian's postgresql-client (apt-get install postgresql-client), of the server's major version or newer.`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const last = errors.trim().split('\n').at(-1) ?? '';
        reject(new Error(`${tool} failed (exit ${code}): ${last}`));
      }
    });
  });
}

/** Dumps the whole PostgreSQL database as SQL to `target`: pg_dump reads one consistent snapshot. */
export function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return runClientTool(
    'pg_dump',
    ['--format=plain', '--no-owner', '--no-privileges', '--file', target, '--dbname', url],
    env,
  );
}

/** Loads a dump made by dumpPostgres into the database, all or nothing. */
export function loadPostgresDump(databaseUrl: string, dumpFile: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  return runClientTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '--file',
      dumpFile,
      '--dbname',
      url,
    ],
    env,
  );
}

/** How many tables the PostgreSQL database has outside the system schemas. */
export async function postgresTableCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ total: string }>`
    select count(*) as total from information_schema.tables
    where table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Every table of the store with its number of rows, by name. */
export async function tableRowCounts(db: Kysely<Database>): Promise<{ table: string; rows: number }[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const counts = [];
  for (const table of tables) {
    if (table.isView) continue;
    const name = table.schema && table.schema !== 'public' ? `${table.schema}.${table.name}` : table.name;
    const { rows } = await sql<{
      total: number | string;
    }>`select count(*) as total from ${sql.table(name)}`.execute(db);
    counts.push({ table: name, rows: Number(rows[0]?.total ?? 0) });
  }
  return counts.sort((a, b) => a.table.localeCompare(b.table));
}
