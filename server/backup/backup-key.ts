import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** Shortest key text accepted: a random key printed by `openssl rand -base64 32` has 44. */
const backupKeyMinLength = 32;

export class BackupKeyError extends Error {
  override name = 'BackupKeyError';
}

/** The real path of `file`, or of the nearest folder above it that exists, with the rest appended. */
function resolvedPath(file: string): string {
  const absolute = path.resolve(file);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(resolvedPath(parent), path.basename(absolute));
  }
}

/** True when `inner` is `outer` itself or lies anywhere below it (links followed). */
export function isInside(inner: string, outer: string): boolean {
  const relative = path.relative(resolvedPath(outer), resolvedPath(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The backup key's text, from BACKUP_KEY or the file BACKUP_KEY_FILE names. A key kept in DATA_DIR
 * would be lost, or leaked, together with the very data it protects, so such a file is refused.
 */
export function readBackupKey(env: NodeJS.ProcessEnv, dataDir: string): string {
  const { BACKUP_KEY: value, BACKUP_KEY_FILE: file } = env;
  if (value && file) throw new BackupKeyError('Set BACKUP_KEY or BACKUP_KEY_FILE, not both.');
  let key: string;
  if (file) {
    if (isInside(file, dataDir))
      throw new BackupKeyError(
        `BACKUP_KEY_FILE must be outside DATA_DIR (${dataDir}): a key kept beside the data is lost with it.`,
      );
    try {
      key = readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw new BackupKeyError(
        `Cannot read BACKUP_KEY_FILE ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}.`,
      );
    }
  } else if (value) {
    key = value.trim();
  } else {
    throw new BackupKeyError(
      'No backup key: set BACKUP_KEY, or BACKUP_KEY_FILE to a file outside DATA_DIR (make one with `openssl rand -base64 32`).',
    );
  }
  if (key.length < backupKeyMinLength)
    throw new BackupKeyError(`The backup key must be at least ${backupKeyMinLength} characters long.`);
  return key;
}
