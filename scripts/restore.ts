/**
 * `npm run restore -- <file>`: restores a backup made by `npm run backup` into an empty DATA_DIR
 * (and, with DATABASE_URL, an empty PostgreSQL database), refusing a damaged file or a wrong key,
 * then verifies the audit log's chain as `npm run audit:verify` does and prints each table's rows.
 * Exits 0 when restored with an intact log, 1 otherwise, 2 on a usage error. See docs/backups.md.
 */
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { auditAnchorFileName, readAuditAnchor, writeAuditAnchor } from '../server/audit/audit-anchor.ts';
import { databaseEntryName, extractEntry, readArchive } from '../server/backup/backup-archive.ts';
import { BackupFileError, decryptBackup } from '../server/backup/backup-file.ts';
import { BackupKeyError, readBackupKey } from '../server/backup/backup-key.ts';
import { loadPostgresDump, postgresTableCount, tableRowCounts } from '../server/backup/store-snapshot.ts';
import { createDatabase, sqliteFileName } from '../server/db/create-db.ts';
import { loadConfig } from '../server/env.ts';
import { AuditRepository } from '../server/store/audit-repository.ts';
import { auditVerifyReport } from './audit-verify-report.ts';

class RestoreRefused extends Error {}

async function folderEntries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function restore(file: string): Promise<number> {
  const config = loadConfig();
  const key = readBackupKey(process.env, config.dataDir);
  const folderExisted = await stat(config.dataDir).then(
    () => true,
    () => false,
  );
  if ((await folderEntries(config.dataDir)).length > 0)
    throw new RestoreRefused(`DATA_DIR (${config.dataDir}) is not empty: restore only into an empty folder.`);
  if (config.databaseUrl) {
    const handle = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      const tables = await postgresTableCount(handle.db);
      if (tables > 0)
        throw new RestoreRefused(
          `The PostgreSQL database ${handle.location} is not empty (${tables} tables): restore only into an empty one.`,
        );
    } finally {
      await handle.close();
    }
  }

  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    const archive = path.join(staging, 'archive');
    await decryptBackup(file, key, archive);
    const { manifest, entries } = await readArchive(archive);
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine)
      throw new RestoreRefused(
        `${file} holds a ${manifest.engine} store, but this configuration uses ${engine}: ${
          manifest.engine === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'
        }.`,
      );
    for (const entry of entries) {
      if (entry.name !== databaseEntryName) {
        await extractEntry(archive, entry, path.join(config.dataDir, entry.name));
      } else if (engine === 'sqlite') {
        await extractEntry(archive, entry, path.join(config.dataDir, sqliteFileName));
      } else {
        const dump = path.join(staging, 'database.sql');
        await extractEntry(archive, entry, dump);
        await loadPostgresDump(config.databaseUrl as string, dump);
      }
    }
    console.info(`Restored ${file} (made ${manifest.createdAt}) into ${config.dataDir}.`);
  } catch (error) {
    // The folder was empty or missing: leave it so again, ready for another try.
    if (folderExisted)
      for (const name of await folderEntries(config.dataDir))
        await rm(path.join(config.dataDir, name), { recursive: true, force: true });
    else await rm(config.dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const handle = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const restoredAnchor = path.join(config.dataDir, auditAnchorFileName);
    const report = await auditVerifyReport(new AuditRepository(handle.db), {
      anchor: await readAuditAnchor(restoredAnchor),
    });
    // The restored log is now the log: an anchor kept elsewhere follows it, as audit:verify's would.
    if (report.anchor) await writeAuditAnchor(process.env.AUDIT_ANCHOR_FILE || restoredAnchor, report.anchor);
    if (report.exitCode === 0) console.info(report.message);
    else console.error(report.message);
    const counts = await tableRowCounts(handle.db);
    const width = Math.max(...counts.map(({ table }) => table.length));
    console.info('Rows per table:');
    for (const { table, rows } of counts) console.info(`  ${table.padEnd(width)}  ${rows}`);
    return report.exitCode;
  } finally {
    await handle.close();
  }
}

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exitCode = 2;
} else {
  try {
    process.exitCode = await restore(path.resolve(file));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof RestoreRefused || error instanceof BackupFileError || error instanceof BackupKeyError
        ? `Restore refused: ${message}`
        : `Restore failed: ${message}`,
    );
    process.exitCode = 1;
  }
}
