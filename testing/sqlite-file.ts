import { existsSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const sqliteFileName = 'pharma.db';

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, sqliteFileName);
}

/**
 * Runs PRAGMA integrity_check on the store of a data folder whose server is not running, and
 * answers 'ok' or SQLite's list of problems. The file is opened read-only, so a write-ahead log
 * left by a crash stays in place for the next server start to recover, as it would in production.
 */
export function integrityCheck(dataDir: string): string {
  const database = new DatabaseSync(sqliteFile(dataDir), { readOnly: true });
  try {
    const rows = database.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>;
    return rows.map((row) => row.integrity_check).join('\n');
  } finally {
    database.close();
  }
}

/** Tablets staff added: those whose product was never published (decision 067). */
export const addedTabletsCount =
  'select count(*) as total from tablets join products on products.slug = tablets.product_slug where products.version = 0';

/** The tablets staff added (not the product master's shipped tablets), straight from the file. */
export function countAddedTablets(dataDir: string): number {
  const database = new DatabaseSync(sqliteFile(dataDir), { readOnly: true });
  try {
    const row = database.prepare(addedTabletsCount).get() as { total: number };
    return Number(row.total);
  } finally {
    database.close();
  }
}

/** True when a write-ahead log file is left beside the database (it is removed by a clean close). */
export function hasWriteAheadLog(dataDir: string): boolean {
  return existsSync(`${sqliteFile(dataDir)}-wal`);
}
