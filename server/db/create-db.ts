import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import type { Database, Engine } from './schema.ts';

export const sqliteFileName = 'pharma.db';

export interface DatabaseOptions {
  dataDir: string;
  /** postgres:// URL; when absent the store is the SQLite file in dataDir. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in instead of the connection's default (each test suite uses its own). */
  postgresSchema?: string;
  /** Longest a single PostgreSQL statement may run, so a stuck database answers 503 instead of hanging. */
  statementTimeoutMs?: number;
  /** Most PostgreSQL connections this process opens. */
  maxConnections?: number;
  /** Told about connections that fail while idle in the pool (for example when the server restarts). */
  onConnectionError?: (error: Error) => void;
  /** Told how long each query took (in milliseconds), and whether it failed: for the store latency metric. */
  onQueryTimed?: (durationMs: number, failed: boolean) => void;
}

/** Kysely's query log, feeding `onQueryTimed` when it is given. */
function queryLog(options: Pick<DatabaseOptions, 'onQueryTimed'>) {
  const timed = options.onQueryTimed;
  if (!timed) return undefined;
  return (event: LogEvent) => timed(event.queryDurationMillis, event.level === 'error');
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, safe to log (no password). */
  location: string;
  /**
   * Closes the database for good. Kysely's `destroy` alone leaves a PostgreSQL pool it has not yet
   * used open (it only ends what it started), and a store closed before its first query would
   * then go on answering.
   */
  close(): Promise<void>;
}

/**
 * The first call's promise for every call: a closed database stays closed, and a query made after
 * it (which Kysely would answer by starting its driver again) cannot make a second close fail.
 */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/;

function openSqlite(dataDir: string, options: Pick<DatabaseOptions, 'onQueryTimed'>): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, sqliteFileName);
  const database = new DatabaseSync(file, { timeout: 5_000 });
  // WAL lets readers run beside the writer; FULL makes every committed write survive a power cut.
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = FULL');
  database.exec('PRAGMA busy_timeout = 5000');
  database.exec('PRAGMA foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(database), log: queryLog(options) });
  return {
    db,
    engine: 'sqlite',
    location: storeLocation({ dataDir }),
    close: once(async () => {
      await db.destroy();
      if (database.isOpen) database.close();
    }),
  };
}

/** Where the configured store lives, without any password: for logs and error messages. */
export function storeLocation(options: Pick<DatabaseOptions, 'dataDir' | 'databaseUrl'>): string {
  return options.databaseUrl ? safeLocation(options.databaseUrl) : path.join(options.dataDir, sqliteFileName);
}

function safeLocation(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `postgres://${url.host}${url.pathname}`;
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

function openPostgres(databaseUrl: string, options: DatabaseOptions): DatabaseHandle {
  const schema = options.postgresSchema;
  if (schema !== undefined && !schemaNamePattern.test(schema)) {
    throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
  }
  const statementTimeout = options.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    // A database that is down or unreachable must fail requests fast (503), not queue them.
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1_000,
    keepAlive: true,
    application_name: 'pharma-site',
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // pg emits 'error' on a connection the server drops; unheard, that event would crash the process.
  // Idle connections are reported by the pool; a connection in use also fails its query, which
  // the API answers with 503, so its own event needs no second report. Broken connections are
  // discarded by the pool and replaced on demand, which is how the store recovers.
  pool.on('error', (error) => options.onConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(options) });
  return {
    db,
    engine: 'postgres',
    location: safeLocation(databaseUrl),
    close: once(async () => {
      await db.destroy();
      if (!pool.ending) await pool.end();
    }),
  };
}

/** Opens the store's database: PostgreSQL when a URL is given, else SQLite in dataDir. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openSqlite(options.dataDir, options);
}
