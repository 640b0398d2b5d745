/**
 * `npm run backup`: a consistent snapshot of the store (SQLite's VACUUM INTO, or pg_dump) taken
 * while the site runs, with the files of DATA_DIR (the generated secrets, the pack keys, the audit
 * anchor), in one archive encrypted with AES-256-GCM under BACKUP_KEY or BACKUP_KEY_FILE, written
 * to BACKUP_DIR with a SHA-256 checksum; only the newest BACKUP_KEEP (14) are kept.
 * See docs/backups.md.
 */
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { auditAnchorFileName } from '../server/audit/audit-anchor.ts';
import { archiveStream, type ArchiveSource, databaseEntryName } from '../server/backup/backup-archive.ts';
import { writeEncryptedBackup } from '../server/backup/backup-file.ts';
import { backupMarkerFileName, writeBackupMarker } from '../server/backup/backup-marker.ts';
import { isInside, readBackupKey } from '../server/backup/backup-key.ts';
import { backupFileName, checksumSuffix, pruneBackups } from '../server/backup/backup-retention.ts';
import { dumpPostgres, snapshotSqlite } from '../server/backup/store-snapshot.ts';
import { sqliteFileName } from '../server/db/create-db.ts';
import { loadConfig } from '../server/env.ts';

const dataFileNamePattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** The files of DATA_DIR a backup carries besides the snapshot: not the live database, nor temporaries. */
async function dataFiles(dataDir: string): Promise<string[]> {
  const skipped = new Set([
    sqliteFileName,
    ...['-wal', '-shm', '-journal'].map((suffix) => `${sqliteFileName}${suffix}`),
    auditAnchorFileName,
    backupMarkerFileName,
  ]);
  const names = [];
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isFile() || skipped.has(entry.name) || entry.name.endsWith('.tmp')) continue;
    if (!dataFileNamePattern.test(entry.name)) {
      if (!entry.name.startsWith('.')) console.warn(`Left out ${entry.name}: not a name a backup keeps.`);
      continue;
    }
    names.push(entry.name);
  }
  return names.sort();
}

function keepCount(value: string | undefined): number {
  if (value === undefined || value === '') return 14;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('BACKUP_KEEP must be a whole number of 1 or more.');
  return count;
}

async function backup(): Promise<void> {
  const config = loadConfig();
  const backupDir = process.env.BACKUP_DIR;
  if (!backupDir) throw new Error('Set BACKUP_DIR to the folder the backups go to (outside DATA_DIR).');
  if (isInside(backupDir, config.dataDir))
    throw new Error(
      `BACKUP_DIR must be outside DATA_DIR (${config.dataDir}): a backup lost with the data is none.`,
    );
  const key = readBackupKey(process.env, config.dataDir);
  const keep = keepCount(process.env.BACKUP_KEEP);
  await mkdir(backupDir, { recursive: true, mode: 0o700 });

  // The snapshot is plaintext for a moment: it stays in DATA_DIR, where the plaintext store is.
  const staging = await mkdtemp(path.join(config.dataDir, '.backup-'));
  try {
    const sources: ArchiveSource[] = [];
    const take = async (name: string, file: string) => {
      sources.push({ name, file, size: (await stat(file)).size });
    };
    // The anchor is read before the snapshot, so that it never names an entry the snapshot lacks.
    const anchorFile = process.env.AUDIT_ANCHOR_FILE || path.join(config.dataDir, auditAnchorFileName);
    const anchorCopy = path.join(staging, auditAnchorFileName);
    const anchored = await copyFile(anchorFile, anchorCopy).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    const snapshot = path.join(staging, databaseEntryName);
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, snapshot);
    else snapshotSqlite(config.dataDir, snapshot);
    await take(databaseEntryName, snapshot);
    if (anchored) await take(auditAnchorFileName, anchorCopy);
    for (const name of await dataFiles(config.dataDir)) {
      const copy = path.join(staging, `file-${name}`);
      await copyFile(path.join(config.dataDir, name), copy);
      await take(name, copy);
    }

    const createdAt = new Date();
    const name = backupFileName(createdAt);
    const file = path.join(backupDir, name);
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    const checksum = await writeEncryptedBackup(
      file,
      archiveStream({ format: 1, createdAt: createdAt.toISOString(), engine }, sources),
      key,
    );
    await writeFile(`${file}${checksumSuffix}`, `${checksum}  ${name}\n`, { mode: 0o600 });
    const deleted = await pruneBackups(backupDir, keep);
    await writeBackupMarker(config.dataDir, name, new Date());
    const { size } = await stat(file);
    const files = sources.slice(1).map((source) => source.name);
    console.info(
      `Backup written: ${file} (${size} bytes): the ${engine} store and ${files.join(', ') || 'no other files'}.`,
    );
    console.info(`SHA-256 ${checksum}; kept the newest ${keep}, deleted ${deleted.length}.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

try {
  await backup();
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
