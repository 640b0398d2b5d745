import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditHead, NewAuditEntry } from '../store/audit-repository.ts';
import { entryHash, verifyChain } from './audit-chain.ts';

const genesis = '0'.repeat(64);

const content = (seq: number): NewAuditEntry & { seq: number } => ({
  seq,
  at: Date.UTC(2026, 10, 25, 9, 0, seq),
  accountId: 'account-1',
  sessionRef: 'session-1',
  action: 'tablet.update',
  recordType: 'tablet',
  recordId: `tablet-${seq}`,
  details: { before: { price: 30 }, after: { price: 31 } },
  addressHash: 'a'.repeat(64),
});

/** A well-formed chain of `count` entries after the anchor, and its head. */
function chain(
  count: number,
  anchor = { seq: 0, hash: genesis },
): { entries: AuditEntry[]; head: AuditHead } {
  const entries: AuditEntry[] = [];
  let prevHash = anchor.hash;
  for (let seq = anchor.seq + 1; seq <= anchor.seq + count; seq += 1) {
    const hash = entryHash(prevHash, content(seq));
    entries.push({ ...content(seq), prevHash, hash });
    prevHash = hash;
  }
  const head = {
    lastSeq: anchor.seq + count,
    lastHash: prevHash,
    prunedThroughSeq: anchor.seq,
    prunedHash: anchor.hash,
  };
  return { entries, head };
}

describe('entryHash', () => {
  it('is SHA-256 in hex, the same whatever the order of the details’ keys at any depth', () => {
    const entry = content(1);
    const hash = entryHash(genesis, entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const reordered = { ...entry, details: { after: { price: 31 }, before: { price: 30 } } };
    expect(entryHash(genesis, reordered)).toBe(hash);
    const nested = (details: object) => entryHash(genesis, { ...entry, details: { change: details } });
    expect(nested({ b: [1, { y: 2, x: 1 }], a: null })).toBe(nested({ a: null, b: [1, { x: 1, y: 2 }] }));
    expect(nested({ list: [1, 2] })).not.toBe(nested({ list: [2, 1] }));
  });

  it('changes with the previous hash and with every part of the content', () => {
    const entry = content(1);
    const hash = entryHash(genesis, entry);
    expect(entryHash('f'.repeat(64), entry)).not.toBe(hash);
    const changes: Partial<typeof entry>[] = [
      { seq: 2 },
      { at: entry.at + 1 },
      { accountId: 'account-2' },
      { accountId: null },
      { sessionRef: 'session-2' },
      { action: 'tablet.delete' },
      { recordType: 'submission' },
      { recordId: 'tablet-2' },
      { details: { before: { price: 30 }, after: { price: 32 } } },
      { details: {} },
      { addressHash: null },
    ];
    for (const change of changes) expect(entryHash(genesis, { ...entry, ...change })).not.toBe(hash);
  });

  it('tells a null field from the text "null"', () => {
    const entry = content(1);
    expect(entryHash(genesis, { ...entry, recordId: null })).not.toBe(
      entryHash(genesis, { ...entry, recordId: 'null' }),
    );
  });
});

describe('verifyChain', () => {
  it('accepts an intact chain, from the start or from a pruning anchor, and an empty one', async () => {
    const { entries, head } = chain(5);
    expect(await verifyChain(entries, head)).toEqual({
      ok: true,
      count: 5,
      firstSeq: 1,
      lastSeq: 5,
      lastHash: head.lastHash,
    });
    const pruned = chain(3, { seq: 7, hash: 'c'.repeat(64) });
    expect(await verifyChain(pruned.entries, pruned.head)).toMatchObject({
      ok: true,
      count: 3,
      firstSeq: 8,
      lastSeq: 10,
    });
    expect(
      await verifyChain([], {
        lastSeq: 7,
        lastHash: 'c'.repeat(64),
        prunedThroughSeq: 7,
        prunedHash: 'c'.repeat(64),
      }),
    ).toEqual({
      ok: true,
      count: 0,
      firstSeq: 8,
      lastSeq: 7,
      lastHash: 'c'.repeat(64),
    });
  });

  it('names a changed entry', async () => {
    const { entries, head } = chain(5);
    entries[2] = { ...entries[2]!, details: { before: { price: 30 }, after: { price: 1 } } };
    expect(await verifyChain(entries, head)).toEqual({
      ok: false,
      seq: 3,
      reason: 'its content does not match its hash: it was changed',
    });
  });

  it('names the entry after one that was changed and given a new hash', async () => {
    const { entries, head } = chain(5);
    const changed = { ...content(3), accountId: 'someone-else' };
    entries[2] = {
      ...changed,
      prevHash: entries[2]!.prevHash,
      hash: entryHash(entries[2]!.prevHash, changed),
    };
    expect(await verifyChain(entries, head)).toEqual({
      ok: false,
      seq: 4,
      reason: 'its previous hash does not match the hash of entry #3',
    });
  });

  it('names the entry after a deleted one, or after several', async () => {
    const { entries, head } = chain(6);
    expect(await verifyChain(entries.toSpliced(2, 1), head)).toEqual({
      ok: false,
      seq: 4,
      reason: 'entry #3 before it is missing',
    });
    expect(await verifyChain(entries.toSpliced(1, 3), head)).toEqual({
      ok: false,
      seq: 5,
      reason: 'entries #2 to #4 before it are missing',
    });
    expect(await verifyChain(entries.slice(1), head)).toMatchObject({
      ok: false,
      seq: 2,
      reason: 'entry #1 before it is missing',
    });
  });

  it('notices the last entries deleted, and a last entry given a new hash', async () => {
    const { entries, head } = chain(6);
    expect(await verifyChain(entries.slice(0, 5), head)).toEqual({
      ok: false,
      seq: 6,
      reason: 'it is missing, though the head records it as the last entry',
    });
    expect(await verifyChain(entries.slice(0, 3), head)).toEqual({
      ok: false,
      seq: 4,
      reason:
        'it and the entries after it through #6 are missing, though the head records #6 as the last entry',
    });
    expect(await verifyChain([], head)).toMatchObject({ ok: false, seq: 1 });
    const changed = { ...content(6), recordId: 'tablet-x' };
    const rehashed = { ...changed, prevHash: entries[4]!.hash, hash: entryHash(entries[4]!.hash, changed) };
    expect(await verifyChain([...entries.slice(0, 5), rehashed], head)).toEqual({
      ok: false,
      seq: 6,
      reason: 'its hash does not match the last hash the head records',
    });
  });

  it('checks the first entry after pruning against the anchor the head kept', async () => {
    const { entries, head } = chain(3, { seq: 7, hash: 'c'.repeat(64) });
    expect(await verifyChain(entries, { ...head, prunedHash: 'd'.repeat(64) })).toEqual({
      ok: false,
      seq: 8,
      reason: 'its previous hash does not match the hash the head kept of the pruned entries',
    });
    expect(await verifyChain(entries, { ...head, prunedThroughSeq: 8 })).toMatchObject({
      ok: false,
      seq: 8,
      reason: 'it should have been pruned with the entries through #8',
    });
  });

  it('names entries out of order, past the head, or a head that contradicts itself', async () => {
    const { entries, head } = chain(4);
    expect(await verifyChain([entries[0]!, entries[1]!, entries[1]!], head)).toMatchObject({
      ok: false,
      seq: 2,
    });
    expect(await verifyChain(entries, { ...head, lastSeq: 3 })).toMatchObject({
      ok: false,
      seq: 4,
      reason: 'it comes after #3, the last entry the head records',
    });
    expect(await verifyChain([], { ...head, lastSeq: 2, prunedThroughSeq: 3 })).toMatchObject({
      ok: false,
      seq: 3,
    });
  });

  it('reads the entries from an async source', async () => {
    const { entries, head } = chain(3);
    async function* source() {
      yield* entries;
    }
    expect(await verifyChain(source(), head)).toMatchObject({ ok: true, count: 3 });
  });
});
