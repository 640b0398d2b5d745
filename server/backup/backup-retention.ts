import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const backupNamePattern = /^aarogya-backup-\d{8}T\d{9}Z\.enc$/;

/** The SHA-256 written beside each backup, in `sha256sum` format. */
export const checksumSuffix = '.sha256';

/** A backup's file name for `at`: names sort as their times do. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replaceAll(/[-:.]/g, '');
  return `aarogya-backup-${stamp}.enc`;
}

/**
 * Deletes all but the newest `keep` backups in `folder` (with their checksum files); other files
 * there are left alone. Returns the names deleted.
 */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => backupNamePattern.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) {
    await rm(path.join(folder, name), { force: true });
    await rm(path.join(folder, `${name}${checksumSuffix}`), { force: true });
  }
  return old;
}
