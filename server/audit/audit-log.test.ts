import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { entryHash } from './audit-chain.ts';
import { AuditLog } from './audit-log.ts';

const genesis = '0'.repeat(64);
const dayMs = 24 * 60 * 60 * 1000;
const addressKey = 'audit-test-address-key';
const staff = { accountId: 'account-1', sessionRef: 'session-1', address: '203.0.113.7' };

/** Another instance on the same database, in a process of its own, appending `count` entries when told. */
async function startAppender(options: object, count: number) {
  const child = spawn(
    process.execPath,
    [
      path.resolve(import.meta.dirname, '../../testing/audit-appender.ts'),
      JSON.stringify(options),
      String(count),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  let output = '';
  const printed = (word: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => {
        if (output.includes(word)) resolve();
      };
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        look();
      });
      look();
      void exited.then(() =>
        output.includes(word) ? resolve() : reject(new Error(`the appender ended: ${output}`)),
      );
    });
  await printed('ready');
  return {
    go: () => child.stdin.end('go\n'),
    async finished() {
      await printed('done');
      const [code] = await exited;
      return code;
    },
  };
}

describeForEachEngine('audit log', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  let now = Date.UTC(2026, 10, 25, 9);
  const log = () => new AuditLog(suite.store.audit, { addressKey, now: () => now });

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  beforeEach(async () => {
    await handle.db.deleteFrom('audit_log').execute();
    await handle.db
      .updateTable('audit_head')
      .set({ last_seq: 0, last_hash: genesis, pruned_through_seq: 0, pruned_hash: genesis })
      .execute();
  });

  const recordMany = async (count: number) => {
    for (let index = 1; index <= count; index += 1) {
      now += 1_000;
      await log().record(staff, {
        action: 'tablet.update',
        recordType: 'tablet',
        recordId: `tablet-${index}`,
        details: { before: { price: index }, after: { price: index + 1 } },
      });
    }
  };

  it('chains each entry to the one before and stores it as recorded', async () => {
    const first = await log().record(staff, {
      action: 'tablet.update',
      recordType: 'tablet',
      recordId: 'tablet-1',
      details: {
        before: { name: 'Dolo 650', price: 30 },
        after: { name: 'Dolo 650', price: 31.5 },
        skipped: undefined,
      },
    });
    now += 1;
    const second = await log().record(
      { accountId: null, sessionRef: null, address: null },
      { action: 'session.sign-in-failed' },
    );
    now += 1;
    const third = await log().record(staff, {
      action: 'submission.status',
      recordType: 'submission',
      recordId: '42',
      details: { to: 'handled' },
    });

    expect(first).toMatchObject({
      seq: 1,
      at: now - 2,
      accountId: 'account-1',
      sessionRef: 'session-1',
      action: 'tablet.update',
      recordType: 'tablet',
      recordId: 'tablet-1',
      details: { before: { name: 'Dolo 650', price: 30 }, after: { name: 'Dolo 650', price: 31.5 } },
      prevHash: genesis,
    });
    expect(first.details).not.toHaveProperty('skipped');
    expect(second).toMatchObject({
      seq: 2,
      accountId: null,
      recordType: null,
      recordId: null,
      details: {},
      addressHash: null,
    });
    expect(second.prevHash).toBe(first.hash);
    expect(third.prevHash).toBe(second.hash);
    for (const entry of [first, second, third]) expect(entry.hash).toBe(entryHash(entry.prevHash, entry));

    expect(await suite.store.audit.entries(0, 10)).toEqual([first, second, third]);
    expect(await suite.store.audit.head()).toEqual({
      lastSeq: 3,
      lastHash: third.hash,
      prunedThroughSeq: 0,
      prunedHash: genesis,
    });
    expect(await log().verify()).toEqual({
      ok: true,
      count: 3,
      firstSeq: 1,
      lastSeq: 3,
      lastHash: third.hash,
    });
  });

  it('gives 50 appends at once from two instances seq 1 to 50 in one intact chain', async () => {
    const other = await startAppender(suite.target.options, 25);
    other.go();
    // Spread over a few milliseconds, so that SQLite's waiting writer (which backs off between
    // tries) gets its turns in between rather than after all of these.
    await Promise.all(
      Array.from({ length: 25 }, async (_, index) => {
        await sleep(index * 2);
        return log().record(staff, {
          action: 'tablet.create',
          recordType: 'tablet',
          recordId: `here-${index}`,
        });
      }),
    );
    expect(await other.finished()).toBe(0);

    const entries = await suite.store.audit.entries(0, 100);
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(entries.filter((entry) => entry.accountId === 'appender')).toHaveLength(25);
    expect(await log().verify()).toMatchObject({ ok: true, count: 50, lastSeq: 50 });
  });

  it('names an entry whose row was changed in the database', async () => {
    await recordMany(20);
    await sql`update audit_log set details = ${JSON.stringify({ before: { price: 17 }, after: { price: 1 } })} where seq = 17`.execute(
      handle.db,
    );
    expect(await log().verify()).toEqual({
      ok: false,
      seq: 17,
      reason: 'its content does not match its hash: it was changed',
    });

    await sql`update audit_log set details = ${'not json'} where seq = 17`.execute(handle.db);
    expect(await log().verify()).toMatchObject({ ok: false, seq: 17 });
  });

  it('names the entry after a deleted one', async () => {
    await recordMany(20);
    await sql`delete from audit_log where seq = 16`.execute(handle.db);
    expect(await log().verify()).toEqual({ ok: false, seq: 17, reason: 'entry #16 before it is missing' });
  });

  it('notices that the last entry was deleted', async () => {
    await recordMany(20);
    await sql`delete from audit_log where seq = 20`.execute(handle.db);
    expect(await log().verify()).toEqual({
      ok: false,
      seq: 20,
      reason: 'it is missing, though the head records it as the last entry',
    });
  });

  it('prunes entries past the retention and still verifies from the pruned anchor', async () => {
    const start = now;
    await recordMany(5);
    now = start + 300 * dayMs;
    await recordMany(5);
    const fifth = (await suite.store.audit.entries(4, 1))[0]!;

    now = start + 401 * dayMs;
    expect(await log().prune(400)).toBe(5);
    expect(await log().prune(400)).toBe(0);
    expect((await suite.store.audit.entries(0, 100)).map((entry) => entry.seq)).toEqual([6, 7, 8, 9, 10]);
    expect(await suite.store.audit.head()).toMatchObject({
      lastSeq: 10,
      prunedThroughSeq: 5,
      prunedHash: fifth.hash,
    });
    expect(await log().verify()).toMatchObject({ ok: true, count: 5, firstSeq: 6, lastSeq: 10 });

    await recordMany(1);
    expect(await log().verify()).toMatchObject({ ok: true, count: 6, firstSeq: 6, lastSeq: 11 });

    await sql`delete from audit_log where seq = 6`.execute(handle.db);
    expect(await log().verify()).toEqual({ ok: false, seq: 7, reason: 'entry #6 before it is missing' });
  });

  it('verifies a log pruned to nothing, and chains the next entry onto the pruned ones', async () => {
    await recordMany(3);
    now += 2 * dayMs;
    expect(await log().prune(1)).toBe(3);
    expect(await log().verify()).toMatchObject({ ok: true, count: 0, lastSeq: 3 });
    const next = await log().record(staff, { action: 'session.sign-out' });
    expect(next.seq).toBe(4);
    expect(await log().verify()).toMatchObject({ ok: true, count: 1, firstSeq: 4, lastSeq: 4 });
  });

  it('stores the client address only as a hash keyed with the address key', async () => {
    const entry = await log().record(staff, { action: 'session.sign-in' });
    const expected = createHmac('sha256', addressKey).update(staff.address).digest('hex');
    expect(entry.addressHash).toBe(expected);
    const rows = await sql<Record<string, unknown>>`select * from audit_log`.execute(handle.db);
    expect(JSON.stringify(rows.rows)).not.toContain(staff.address);
    expect(JSON.stringify(rows.rows)).toContain(expected);

    const again = await log().record(staff, { action: 'session.sign-out' });
    expect(again.addressHash).toBe(expected);
    const otherKey = new AuditLog(suite.store.audit, {
      addressKey: Buffer.from('another key'),
      now: () => now,
    });
    expect((await otherKey.record(staff, { action: 'session.sign-in' })).addressHash).not.toBe(expected);
  });
});
