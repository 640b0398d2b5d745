import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import type { AuditHasher, NewAuditEntry } from './audit-repository.ts';

const genesis = '0'.repeat(64);
const start = Date.UTC(2026, 10, 25, 9);

/** Not the chain's hash: enough to see which entry and predecessor each hash was made from. */
const hasher: AuditHasher = (prevHash, seq) => `${prevHash.slice(0, 8)}:${seq}`.padEnd(64, '.');

const event = (change: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at: start,
  accountId: 'account-1',
  sessionRef: 'session-1',
  action: 'tablet.update',
  recordType: 'tablet',
  recordId: 'tablet-1',
  details: {},
  addressHash: null,
  ...change,
});

describeForEachEngine('audit repository', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  const audit = () => suite.store.audit;
  const seqs = (entries: { seq: number }[]) => entries.map((entry) => entry.seq);

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

  it('starts from an empty head', async () => {
    expect(await audit().head()).toEqual({
      lastSeq: 0,
      lastHash: genesis,
      prunedThroughSeq: 0,
      prunedHash: genesis,
    });
    expect(await audit().entries(0, 10)).toEqual([]);
  });

  it('hashes each entry after the last, with the details as they read back, and reads the chain in pages', async () => {
    const seen: Parameters<AuditHasher>[] = [];
    const recordingHasher: AuditHasher = (...parameters) => {
      seen.push(parameters);
      return hasher(...parameters);
    };
    const first = await audit().append(
      event({ details: { on: new Date(start), skipped: undefined, nested: { list: [1, 'two'] } } }),
      recordingHasher,
    );
    expect(seen).toEqual([
      [genesis, 1, event({ details: { on: new Date(start).toISOString(), nested: { list: [1, 'two'] } } })],
    ]);
    expect(first).toEqual({ ...seen[0]![2], seq: 1, prevHash: genesis, hash: hasher(genesis, 1, first) });
    for (let index = 2; index <= 7; index += 1)
      await audit().append(event({ at: start + index }), recordingHasher);
    for (const [index, [prevHash, seq]] of seen.entries()) {
      expect(seq).toBe(index + 1);
      expect(prevHash).toBe(index === 0 ? genesis : hasher(...seen[index - 1]!));
    }

    expect(await audit().entries(0, 10)).toHaveLength(7);
    expect((await audit().entries(0, 3))[0]).toEqual(first);
    expect(seqs(await audit().entries(0, 3))).toEqual([1, 2, 3]);
    expect(seqs(await audit().entries(3, 3))).toEqual([4, 5, 6]);
    expect(seqs(await audit().entries(6, 3))).toEqual([7]);
    expect(await audit().entries(7, 3)).toEqual([]);
    const last = (await audit().entries(6, 1))[0]!;
    expect(await audit().head()).toEqual({
      lastSeq: 7,
      lastHash: last.hash,
      prunedThroughSeq: 0,
      prunedHash: genesis,
    });
  });

  it('lists the entries matching every condition given, newest first, a page at a time', async () => {
    const entries: Partial<NewAuditEntry>[] = [
      { accountId: 'asha', action: 'session.sign-in', recordType: null, recordId: null },
      { accountId: 'asha', action: 'tablet.create', recordId: 'tablet-1' },
      { accountId: 'ravi', action: 'tablet.update', recordId: 'tablet-1' },
      { accountId: 'ravi', action: 'submission.status', recordType: 'submission', recordId: '42' },
      { accountId: 'asha', action: 'tablet.update', recordId: 'tablet-2' },
      { accountId: null, action: 'session.sign-in-failed', recordType: null, recordId: null },
    ];
    for (const [index, change] of entries.entries())
      await audit().append(event({ ...change, at: start + index * 1_000 }), hasher);

    expect(seqs(await audit().list({}, { limit: 10 }))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(seqs(await audit().list({}, { limit: 2 }))).toEqual([6, 5]);
    expect(seqs(await audit().list({}, { beforeSeq: 5, limit: 2 }))).toEqual([4, 3]);
    expect(seqs(await audit().list({}, { beforeSeq: 2, limit: 2 }))).toEqual([1]);
    expect(seqs(await audit().list({ accountId: 'asha' }, { limit: 10 }))).toEqual([5, 2, 1]);
    expect(seqs(await audit().list({ accountId: 'asha' }, { beforeSeq: 5, limit: 1 }))).toEqual([2]);
    expect(seqs(await audit().list({ action: 'tablet.update' }, { limit: 10 }))).toEqual([5, 3]);
    expect(seqs(await audit().list({ recordType: 'tablet', recordId: 'tablet-1' }, { limit: 10 }))).toEqual([
      3, 2,
    ]);
    expect(seqs(await audit().list({ recordType: 'submission' }, { limit: 10 }))).toEqual([4]);
    expect(seqs(await audit().list({ from: start + 1_000, to: start + 4_000 }, { limit: 10 }))).toEqual([
      4, 3, 2,
    ]);
    expect(
      seqs(await audit().list({ accountId: 'ravi', action: 'tablet.update', from: start }, { limit: 10 })),
    ).toEqual([3]);
    expect(await audit().list({ accountId: 'nobody' }, { limit: 10 })).toEqual([]);
  });

  it('prunes only the oldest entries before the time, up to the first that is not, and keeps their anchor', async () => {
    // The third entry's instance had a clock ahead of the others'.
    for (const at of [1, 2, 10, 3, 20]) await audit().append(event({ at: start + at }), hasher);
    const [, second] = await audit().entries(0, 5);

    expect(await audit().prune(start + 1)).toBe(0);
    expect(await audit().prune(start + 5)).toBe(2);
    expect(seqs(await audit().entries(0, 10))).toEqual([3, 4, 5]);
    expect(await audit().head()).toMatchObject({ lastSeq: 5, prunedThroughSeq: 2, prunedHash: second!.hash });

    const last = (await audit().entries(4, 1))[0]!;
    expect(await audit().prune(start + 100)).toBe(3);
    expect(await audit().entries(0, 10)).toEqual([]);
    expect(await audit().head()).toEqual({
      lastSeq: 5,
      lastHash: last.hash,
      prunedThroughSeq: 5,
      prunedHash: last.hash,
    });
    expect(await audit().prune(start + 100)).toBe(0);

    expect(await audit().append(event(), hasher)).toMatchObject({ seq: 6, prevHash: last.hash });
  });
});
