import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditHead } from '../store/audit-repository.ts';
import { entryHash } from './audit-chain.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

const genesis = '0'.repeat(64);

function chain(count: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let prevHash = genesis;
  for (let seq = 1; seq <= count; seq += 1) {
    const content = {
      seq,
      at: Date.UTC(2026, 10, 25) + seq,
      accountId: 'account-1',
      sessionRef: null,
      action: 'submission.note' as const,
      recordType: 'submission',
      recordId: String(seq),
      details: {},
      addressHash: null,
    };
    const hash = entryHash(prevHash, content);
    entries.push({ ...content, prevHash, hash });
    prevHash = hash;
  }
  return entries;
}

const headOf = (entries: AuditEntry[], prunedThrough = 0): AuditHead => ({
  lastSeq: entries.at(-1)?.seq ?? 0,
  lastHash: entries.at(-1)?.hash ?? genesis,
  prunedThroughSeq: prunedThrough,
  prunedHash: prunedThrough === 0 ? genesis : entries[prunedThrough - 1]!.hash,
});

/** A store that holds `stored` and answers `heads` in turn (the last one from then on). */
function fakeRepository(stored: () => AuditEntry[], heads: AuditHead[]) {
  const pages: number[] = [];
  let headReads = 0;
  return {
    pages,
    async head() {
      return heads[Math.min(headReads++, heads.length - 1)]!;
    },
    async entries(afterSeq: number, limit: number) {
      pages.push(afterSeq);
      return stored()
        .filter((entry) => entry.seq > afterSeq)
        .slice(0, limit);
    },
  };
}

describe('verifyAuditLog', () => {
  it('reads the chain a page at a time', async () => {
    const entries = chain(7);
    const repository = fakeRepository(() => entries, [headOf(entries)]);
    expect(await verifyAuditLog(repository, 3)).toMatchObject({ ok: true, count: 7, lastSeq: 7 });
    expect(repository.pages).toEqual([0, 3, 6]);
  });

  it('leaves out entries appended after it read the head', async () => {
    const entries = chain(5);
    const repository = fakeRepository(() => entries, [headOf(entries.slice(0, 3))]);
    expect(await verifyAuditLog(repository, 2)).toMatchObject({ ok: true, count: 3, lastSeq: 3 });
  });

  it('reads again from the new anchor when entries were pruned while it read', async () => {
    const entries = chain(6);
    let pruned = false;
    // The first page is read before the pruning, the rest after it.
    const repository = fakeRepository(() => {
      const stored = pruned ? entries.slice(4) : entries;
      pruned = true;
      return stored;
    }, [headOf(entries), headOf(entries, 4)]);
    expect(await verifyAuditLog(repository, 2)).toMatchObject({
      ok: true,
      count: 2,
      firstSeq: 5,
      lastSeq: 6,
    });
  });

  it('reports a broken chain without reading it again while the anchor stays', async () => {
    const entries = chain(4).toSpliced(1, 1);
    const repository = fakeRepository(() => entries, [headOf(chain(4))]);
    expect(await verifyAuditLog(repository)).toEqual({
      ok: false,
      seq: 3,
      reason: 'entry #2 before it is missing',
    });
    expect(repository.pages).toEqual([0]);
  });
});
