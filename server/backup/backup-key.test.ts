import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupKey } from './backup-key.ts';

describe('readBackupKey', () => {
  let folder: string;
  let dataDir: string;
  const key = 'k'.repeat(44);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pharma-backup-key-'));
    dataDir = path.join(folder, 'data');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'backup-key'), `${key}\n`);
    await writeFile(path.join(folder, 'backup-key'), `${key}\n`);
    await symlink(dataDir, path.join(folder, 'link-to-data'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads BACKUP_KEY, or the file BACKUP_KEY_FILE names, without its line end', () => {
    expect(readBackupKey({ BACKUP_KEY: key }, dataDir)).toBe(key);
    expect(readBackupKey({ BACKUP_KEY_FILE: path.join(folder, 'backup-key') }, dataDir)).toBe(key);
  });

  it('refuses to run without a key, with both, or with a short one', () => {
    expect(() => readBackupKey({}, dataDir)).toThrow(/^No backup key: set BACKUP_KEY/);
    expect(() =>
      readBackupKey({ BACKUP_KEY: key, BACKUP_KEY_FILE: path.join(folder, 'backup-key') }, dataDir),
    ).toThrow(/not both/);
    expect(() => readBackupKey({ BACKUP_KEY: 'short' }, dataDir)).toThrow(/at least 32 characters/);
  });

  it('refuses a key file in DATA_DIR, also when reached through a link', () => {
    for (const file of [path.join(dataDir, 'backup-key'), path.join(folder, 'link-to-data', 'backup-key')])
      expect(() => readBackupKey({ BACKUP_KEY_FILE: file }, dataDir)).toThrow(/must be outside DATA_DIR/);
  });
});
