import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqliteStatement,
} from 'kysely';

type Parameters = ReadonlyArray<unknown>;

/** Kysely binds an array of values; node:sqlite takes them as separate arguments. */
function bind(parameters: Parameters): SQLInputValue[] {
  return parameters as SQLInputValue[];
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns (a SELECT, or a write with RETURNING) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters: Parameters) => statement.all(...bind(parameters)),
    run: (parameters: Parameters) => statement.run(...bind(parameters)),
    iterate: (parameters: Parameters) => statement.iterate(...bind(parameters)),
  };
}

/** node:sqlite's DatabaseSync seen through the better-sqlite3 shape that Kysely's SQLite driver expects. */
function adaptDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    prepare: (sql: string) => adaptStatement(database.prepare(sql)),
    close: () => database.close(),
  };
}

/**
 * Takes the write lock when a transaction starts: a deferred BEGIN that later writes can fail with
 * SQLITE_BUSY at once when another process wrote in between, without waiting for the busy timeout.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** A Kysely dialect over Node's built-in node:sqlite, so the embedded store needs no native addon. */
export class NodeSqliteDialect implements Dialect {
  readonly #database: DatabaseSync;

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver({ database: adaptDatabase(this.#database) });
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own Dialect signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
