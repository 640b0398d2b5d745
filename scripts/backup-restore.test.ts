import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate, setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAnchorFileName, writeAuditAnchor } from '#server/audit/audit-anchor.ts';
import { AuditLog } from '#server/audit/audit-log.ts';
import { lastBackupFinishedAt } from '#server/backup/backup-marker.ts';
import { checksumSuffix } from '#server/backup/backup-retention.ts';
import type { Engine } from '#server/db/schema.ts';
import { openStore } from '#server/store/store.ts';
import {
  createTestDatabase,
  postgresSkipReason,
  postgresTestUrl,
  type TestDatabase,
  withAdminClient,
} from '#testing/postgres.ts';
import { runCommand } from '#testing/run-command.ts';
import { auditVerifyReport } from './audit-verify-report.ts';

const root = path.resolve(import.meta.dirname, '..');
const backupKey = randomBytes(32).toString('base64');

/** Runs a script of this folder with the given variables (and none of the caller's store settings). */
function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  const base = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'BACKUP_DIR',
    'BACKUP_KEY',
    'BACKUP_KEY_FILE',
    'BACKUP_KEEP',
    'AUDIT_ANCHOR_FILE',
  ])
    delete base[name];
  return runCommand(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: { ...base, LOG_LEVEL: 'silent', BACKUP_KEY: backupKey, ...env },
  });
}

/** Why the PostgreSQL case cannot run here, or undefined when it can (installing the client as root). */
async function postgresCaseSkipReason(): Promise<string | undefined> {
  if (!postgresTestUrl) return postgresSkipReason;
  // The client tool the backup runs (store-snapshot.ts): its version decides whether it can dump the server.
  const dumpTool = 'pg_dump';
  const clientVersion = () => spawnSync(dumpTool, ['--version'], { encoding: 'utf8' });
  let client = clientVersion();
  if (client.error && process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql-client'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 300_000,
    });
    client = clientVersion();
  }
  if (client.error)
    return "pg_dump is not installed (Debian's postgresql-client; installed only when the tests run as root)";
  const clientMajor = Number(/(\d+)\.\d+/.exec(client.stdout)?.[1]);
  const serverMajor = await withAdminClient(async (admin) => {
    const { rows } = await admin.query<{ version: string }>(
      `select current_setting('server_version_num') as version`,
    );
    return Math.floor(Number(rows[0]?.version) / 10_000);
  });
  if (clientMajor < serverMajor)
    return `pg_dump ${clientMajor} cannot dump the server's PostgreSQL ${serverMajor}: install postgresql-client-${serverMajor}`;
  return undefined;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** Changes one bit in the middle of the ciphertext. */
function flipOneBit(bytes: Buffer): void {
  const at = Math.floor(bytes.length / 2);
  bytes.writeUInt8(bytes.readUInt8(at) ^ 0x01, at);
}

const secrets = {
  'admin-key': randomBytes(24).toString('base64url'),
  'session-secret': randomBytes(32).toString('base64url'),
  'pack-signing-key': randomBytes(32).toString('base64url'),
};

interface Place {
  dataDir: string;
  databaseUrl?: string;
}

function storeEnv(place: Place): Record<string, string> {
  return { DATA_DIR: place.dataDir, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) };
}

function suite(engine: Engine) {
  let folder: string;
  let source: Place;
  let restored: Place;
  let backupDir: string;
  const databases: TestDatabase[] = [];
  let backupFile: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pharma-backup-test-'));
    backupDir = path.join(folder, 'backups');
    source = { dataDir: path.join(folder, 'data') };
    restored = { dataDir: path.join(folder, 'restored') };
    await mkdir(source.dataDir, { mode: 0o700 });
    if (engine === 'postgres') {
      const [from, to] = [await createTestDatabase('backup'), await createTestDatabase('restore')];
      databases.push(from, to);
      source.databaseUrl = from.url;
      restored.databaseUrl = to.url;
    }
  });
  afterAll(async () => {
    for (const database of databases) await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up while writes go on, and restores every write acknowledged before it began', async () => {
    const store = await openStore({ ...source });
    const audit = new AuditLog(store.audit, { addressKey: 'backup-test', now: Date.now });
    const acknowledged: string[] = [];
    let writing = true;
    const write = async (index: number) => {
      const tablet = await store.tablets.create({
        name: `Backup test ${index}`,
        genericName: 'Paracetamol',
        price: 10 + index,
      });
      await audit.record(
        { accountId: null, sessionRef: null, address: '127.0.0.1' },
        { action: 'tablet.create', recordType: 'tablet', recordId: tablet.id },
      );
      acknowledged.push(tablet.id);
    };
    try {
      for (const [name, value] of Object.entries(secrets))
        await writeFile(path.join(source.dataDir, name), value, { mode: 0o600 });
      for (let index = 0; index < 5; index += 1) await write(index);
      const anchor = (await auditVerifyReport(store.audit)).anchor;
      if (!anchor) throw new Error('the audit log of the test store is broken');
      await writeAuditAnchor(path.join(source.dataDir, auditAnchorFileName), anchor);
      // Two older backups: with BACKUP_KEEP=2 the older of them goes.
      await mkdir(backupDir, { recursive: true });
      for (const name of [
        'aarogya-backup-20200101T000000000Z.enc',
        'aarogya-backup-20200102T000000000Z.enc',
      ]) {
        await writeFile(path.join(backupDir, name), 'an older backup');
        await writeFile(path.join(backupDir, `${name}${checksumSuffix}`), 'its checksum');
      }

      const writer = (async () => {
        // SQLite answers at once: without a turn of the event loop between writes, the backup's
        // process would never be heard from.
        for (let index = 5; writing; index += 1) {
          await write(index);
          await setImmediate();
        }
      })();
      while (acknowledged.length < 10) await setTimeout(5);
      const beforeBackup = [...acknowledged];
      const backup = await runScript('backup.ts', {
        ...storeEnv(source),
        BACKUP_DIR: backupDir,
        BACKUP_KEEP: '2',
      });
      const afterBackup = acknowledged.length;
      writing = false;
      await writer;
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(afterBackup).toBeGreaterThan(beforeBackup.length);

      const kept = (await readdir(backupDir)).sort();
      const newest = kept.find((name) => name.endsWith('.enc') && !name.startsWith('aarogya-backup-2020'));
      expect(newest).toBeDefined();
      backupFile = path.join(backupDir, newest as string);
      expect(kept).toEqual(
        [
          'aarogya-backup-20200102T000000000Z.enc',
          `aarogya-backup-20200102T000000000Z.enc${checksumSuffix}`,
          newest,
          `${newest}${checksumSuffix}`,
        ].sort(),
      );
      const line = await readFile(`${backupFile}${checksumSuffix}`, 'utf8');
      expect(line).toBe(`${sha256(await readFile(backupFile)).toString('hex')}  ${newest}\n`);
      // The marker the metrics read; a backup never carries it, so a restore does not bring it back.
      expect(await lastBackupFinishedAt(source.dataDir)).toBeGreaterThan(Date.now() - 5 * 60_000);

      const restore = await runScript('restore.ts', storeEnv(restored), [backupFile]);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/^Audit log intact: \d+ entries/m);

      const copy = await openStore({ ...restored });
      try {
        const ids = new Set((await copy.tablets.list()).map((tablet) => tablet.id));
        for (const id of beforeBackup) expect(ids.has(id)).toBe(true);
        const audited = new Set((await copy.audit.entries(0, 100_000)).map((entry) => entry.recordId));
        for (const id of beforeBackup) expect(audited.has(id)).toBe(true);
        expect(restore.stdout).toMatch(new RegExp(`^\\s+tablets\\s+${ids.size}$`, 'm'));
      } finally {
        await copy.close();
      }
      for (const [name, value] of Object.entries(secrets))
        expect(await readFile(path.join(restored.dataDir, name), 'utf8')).toBe(value);
      expect(await lastBackupFinishedAt(restored.dataDir)).toBeUndefined();
    } finally {
      writing = false;
      await store.close();
    }
  });

  it('refuses a file with one byte changed, leaving the folder as it was', async () => {
    const bytes = await readFile(backupFile);
    const damaged = Buffer.from(bytes);
    flipOneBit(damaged);
    const file = path.join(folder, 'damaged.enc');
    await writeFile(file, damaged);
    const target = { dataDir: path.join(folder, 'after-damage') };
    const run = await runScript('restore.ts', storeEnv(target), [file]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Restore refused: .*damaged\.enc is damaged: its SHA-256 checksum does not match/,
    );
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    await expect(readdir(target.dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a changed file whose checksum was made to match, by its GCM tag', async () => {
    const bytes = await readFile(backupFile);
    const forged = Buffer.from(bytes);
    flipOneBit(forged);
    sha256(forged.subarray(0, forged.length - 32)).copy(forged, forged.length - 32);
    const file = path.join(folder, 'forged.enc');
    await writeFile(file, forged);
    const run = await runScript('restore.ts', storeEnv({ dataDir: path.join(folder, 'after-forgery') }), [
      file,
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(
      /^Restore refused: .*forged\.enc is damaged: its contents fail authentication/,
    );
  });

  it('refuses a wrong key', async () => {
    const run = await runScript(
      'restore.ts',
      {
        ...storeEnv({ dataDir: path.join(folder, 'wrong-key') }),
        BACKUP_KEY: randomBytes(32).toString('base64'),
      },
      [backupFile],
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Restore refused: .* cannot be opened with this key/);
  });

  it('refuses to restore over data', async () => {
    const run = await runScript('restore.ts', storeEnv(restored), [backupFile]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Restore refused: DATA_DIR .* is not empty/);
  });
}

describe('npm run backup and npm run restore [sqlite]', { timeout: 60_000 }, () => suite('sqlite'));

const postgresSkip = await postgresCaseSkipReason();
if (postgresSkip) console.info(`Skipping the PostgreSQL backup and restore: ${postgresSkip}.`);
describe.skipIf(postgresSkip !== undefined)('npm run backup and npm run restore [postgres]', () =>
  suite('postgres'),
);
