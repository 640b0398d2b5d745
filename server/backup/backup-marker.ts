import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written into DATA_DIR after each backup that succeeded; metrics read it, backups leave it out. */
export const backupMarkerFileName = 'last-backup.json';

interface BackupMarker {
  finishedAt: string;
  file: string;
}

/** Records that the backup `file` (its name) finished at `finishedAt`. */
export async function writeBackupMarker(dataDir: string, file: string, finishedAt: Date): Promise<void> {
  const marker: BackupMarker = { finishedAt: finishedAt.toISOString(), file };
  const target = path.join(dataDir, backupMarkerFileName);
  // Written whole, then renamed: a scrape never reads half a file.
  await writeFile(`${target}.tmp`, `${JSON.stringify(marker)}\n`, { mode: 0o600 });
  await rename(`${target}.tmp`, target);
}

/** When the last successful backup finished (milliseconds since the epoch); undefined when none is recorded. */
export async function lastBackupFinishedAt(dataDir: string): Promise<number | undefined> {
  try {
    const marker = JSON.parse(
      await readFile(path.join(dataDir, backupMarkerFileName), 'utf8'),
    ) as Partial<BackupMarker>;
    const at = typeof marker.finishedAt === 'string' ? Date.parse(marker.finishedAt) : Number.NaN;
    return Number.isFinite(at) ? at : undefined;
  } catch {
    return undefined;
  }
}
