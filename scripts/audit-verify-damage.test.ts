import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditLog } from '../server/audit/audit-log.ts';
import type { AuditAnchor } from '../server/audit/audit-anchor.ts';
import { entryHash } from '../server/audit/audit-chain.ts';
import { createDatabase, type DatabaseHandle } from '../server/db/create-db.ts';
import { openStore } from '../server/store/store.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { auditVerifyReport } from './audit-verify-report.ts';

const staff = { accountId: 'account-1', sessionRef: 'session-1', address: '198.51.100.4' };
const genesis = '0'.repeat(64);

describeForEachEngine('audit:verify on a damaged or wiped log', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let now = Date.UTC(2026, 10, 26, 9);
  const log = () => new AuditLog(suite.store.audit, { addressKey: 'damage-test', now: () => now });
  const append = async (count: number) => {
    for (let index = 0; index < count; index += 1) {
      now += 1_000;
      await log().record(staff, { action: 'tablet.update', recordType: 'tablet', recordId: `t-${index}` });
    }
  };
  const verifiedAt = () => new Date('2026-11-26T10:00:00Z');

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  it('keeps an anchor of the last entry when intact, and moves it on with the log', async () => {
    await append(3);
    const first = await auditVerifyReport(suite.store.audit, { now: verifiedAt });
    const head = await suite.store.audit.head();
    expect(first).toMatchObject({ exitCode: 0, anchor: { seq: 3, hash: head.lastHash } });
    await append(2);
    const second = await auditVerifyReport(suite.store.audit, { anchor: first.anchor, now: verifiedAt });
    expect(second).toMatchObject({ exitCode: 0, anchor: { seq: 5 } });
  });

  it('calls a log wiped with its head set back broken, against the anchor', async () => {
    const anchor = (await auditVerifyReport(suite.store.audit, { now: verifiedAt })).anchor!;
    await sql`delete from audit_log`.execute(handle.db);
    await sql`update audit_head set last_seq = 0, last_hash = ${genesis}, pruned_through_seq = 0, pruned_hash = ${genesis} where id = 1`.execute(
      handle.db,
    );
    // Without the anchor the chain is consistent with itself, as decision 035 says.
    expect(await auditVerifyReport(suite.store.audit)).toMatchObject({ exitCode: 0 });
    expect(await auditVerifyReport(suite.store.audit, { anchor })).toEqual({
      exitCode: 1,
      message: `Audit log broken at entry #${anchor.seq}: the log now ends at #0, but it held #${anchor.seq} when verified at 2026-11-26T10:00:00.000Z: entries were removed and the head set back.`,
    });
  });

  it('calls a rewritten chain broken where the anchored entry shows another hash', async () => {
    await append(3);
    const anchor = (await auditVerifyReport(suite.store.audit, { now: verifiedAt })).anchor!;
    // The last entry changed and rehashed, and the head updated with it: consistent with itself.
    const [last] = await suite.store.audit.entries(anchor.seq - 1, 1);
    const details = JSON.stringify({ changed: true });
    const hash = entryHash(last!.prevHash, { ...last!, details: { changed: true } });
    await sql`update audit_log set details = ${details}, hash = ${hash} where seq = ${anchor.seq}`.execute(
      handle.db,
    );
    await sql`update audit_head set last_hash = ${hash} where id = 1`.execute(handle.db);
    expect(await auditVerifyReport(suite.store.audit)).toMatchObject({ exitCode: 0 });
    expect(await auditVerifyReport(suite.store.audit, { anchor })).toMatchObject({
      exitCode: 1,
      message: `Audit log broken at entry #${anchor.seq}: its hash is not the one it had when verified at 2026-11-26T10:00:00.000Z: the chain was rewritten.`,
    });
  });

  it('calls a missing head row and a dropped table a broken log, not an outage', async () => {
    await sql`delete from audit_head where id = 1`.execute(handle.db);
    expect(await auditVerifyReport(suite.store.audit)).toEqual({
      exitCode: 1,
      message: 'Audit log broken: its head row (audit_head, id 1) is missing.',
    });
    await sql`drop table audit_log`.execute(handle.db);
    await sql`drop table audit_head`.execute(handle.db);
    expect(await auditVerifyReport(suite.store.audit)).toEqual({
      exitCode: 1,
      message: 'Audit log broken: the table audit_head is missing.',
    });
  });
});

// Each run starts Node and opens the store: seconds on a busy machine.
describe('npm run audit:verify with damage to the store', { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-audit-damage-'));
    const store = await openStore({ dataDir });
    try {
      const log = new AuditLog(store.audit, { addressKey: 'script-test', now: Date.now });
      for (let index = 0; index < 3; index += 1) await log.record(staff, { action: 'submission.export' });
    } finally {
      await store.close();
    }
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = () =>
    promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'audit-verify.ts')], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const change = async (statements: string[]) => {
    const database = createDatabase({ dataDir });
    try {
      for (const statement of statements) await sql.raw(statement).execute(database.db);
    } finally {
      await database.db.destroy();
    }
  };

  it('exits 1 naming a deleted head row', async () => {
    await change(['delete from audit_head']);
    expect(await run()).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Audit log broken: its head row (audit_head, id 1) is missing.\n',
    });
  });

  it('exits 1 naming a dropped audit table', async () => {
    await change(['drop table audit_log']);
    expect(await run()).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'Audit log broken: the table audit_log is missing.\n',
    });
  });

  it('keeps the anchor in the data directory and exits 1 for a log wiped after it', async () => {
    expect(await run()).toMatchObject({ code: 0 });
    const anchor = JSON.parse(await readFile(path.join(dataDir, 'audit-anchor.json'), 'utf8')) as AuditAnchor;
    expect(anchor).toMatchObject({ seq: 3, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await change([
      'delete from audit_log',
      `update audit_head set last_seq = 0, last_hash = '${genesis}', pruned_through_seq = 0, pruned_hash = '${genesis}'`,
    ]);
    const wiped = await run();
    expect(wiped).toMatchObject({ code: 1, stdout: '' });
    expect(wiped.stderr).toMatch(
      /^Audit log broken at entry #3: the log now ends at #0, but it held #3 when verified at /,
    );
  });
});
