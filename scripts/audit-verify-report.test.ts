import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../server/audit/audit-log.ts';
import { createDatabase, type DatabaseHandle } from '../server/db/create-db.ts';
import { openStore } from '../server/store/store.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { auditVerifyReport } from './audit-verify-report.ts';

const staff = { accountId: 'account-1', sessionRef: 'session-1', address: '198.51.100.4' };
const dayMs = 24 * 60 * 60 * 1000;

describeForEachEngine('audit:verify report', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let now = Date.UTC(2026, 10, 25, 9);
  const log = () => new AuditLog(suite.store.audit, { addressKey: 'report-test', now: () => now });

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  it('says an empty log is intact', async () => {
    expect(await auditVerifyReport(suite.store.audit)).toMatchObject({
      exitCode: 0,
      message: 'Audit log intact: no entries.',
    });
  });

  it('counts the entries of an intact log and prints the last hash to note elsewhere', async () => {
    for (const action of ['session.sign-in', 'tablet.create', 'session.sign-out'] as const) {
      now += 1_000;
      await log().record(staff, { action, recordType: action === 'tablet.create' ? 'tablet' : undefined });
    }
    const { lastHash } = await suite.store.audit.head();
    expect(await auditVerifyReport(suite.store.audit)).toMatchObject({
      exitCode: 0,
      message:
        'Audit log intact: 3 entries (from #1 to #3).\n' +
        `Last hash: #3 ${lastHash}\n` +
        'Note it outside the database: if entry #3 later shows another hash, the chain was rewritten.',
    });
  });

  it('counts from the first entry after the pruned ones', async () => {
    now += 2 * dayMs;
    await log().record(staff, { action: 'audit.export' });
    expect(await log().prune(1)).toBe(3);
    expect((await auditVerifyReport(suite.store.audit)).message).toMatch(
      /^Audit log intact: 1 entry \(from #4 to #4\)\./,
    );
    now += 2 * dayMs;
    expect(await log().prune(1)).toBe(1);
    expect(await auditVerifyReport(suite.store.audit)).toMatchObject({
      exitCode: 0,
      message: 'Audit log intact: no entries (all through #4 were pruned).',
    });
  });

  it('exits 1 naming the first broken entry of a tampered log', async () => {
    for (let index = 0; index < 3; index += 1)
      await log().record(staff, { action: 'tablet.delete', recordId: `tablet-${index}` });
    await sql`update audit_log set record_id = ${'tablet-9'} where seq = 6`.execute(handle.db);
    expect(await auditVerifyReport(suite.store.audit)).toMatchObject({
      exitCode: 1,
      message: 'Audit log broken at entry #6: its content does not match its hash: it was changed.',
    });
  });
});

describe('npm run audit:verify', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-audit-verify-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (env: Record<string, string> = {}) =>
    promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'audit-verify.ts')], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('verifies the configured store and exits non-zero when the chain is broken', async () => {
    const store = await openStore({ dataDir });
    try {
      const log = new AuditLog(store.audit, { addressKey: 'script-test', now: Date.now });
      for (let index = 0; index < 3; index += 1) await log.record(staff, { action: 'submission.export' });
    } finally {
      await store.close();
    }
    const intact = await run();
    expect(intact).toMatchObject({ code: 0, stderr: '' });
    expect(intact.stdout).toMatch(
      /^Audit log intact: 3 entries \(from #1 to #3\)\.\nLast hash: #3 [0-9a-f]{64}\n/,
    );

    const handle = createDatabase({ dataDir });
    try {
      await sql`delete from audit_log where seq = 2`.execute(handle.db);
    } finally {
      await handle.db.destroy();
    }
    expect(await run()).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Audit log broken at entry #3: entry #2 before it is missing.\n',
    });
  });

  it('exits 2 when the configured store cannot be read', async () => {
    const failed = await run({ DATABASE_URL: 'mysql://db/pharma' });
    expect(failed).toMatchObject({ code: 2, stdout: '' });
    expect(failed.stderr).toContain('DATABASE_URL: must start with postgres://');
  });
});
