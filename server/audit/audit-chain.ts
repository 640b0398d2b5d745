import { createHash } from 'node:crypto';
import type { AuditEntry, AuditHead, NewAuditEntry } from '../store/audit-repository.ts';

/** What an entry's hash covers: everything but the hashes. */
type ChainedContent = NewAuditEntry & { seq: number };

export type ChainCheck =
  | {
      ok: true;
      count: number;
      /** The first entry the chain holds (after the pruned ones). */
      firstSeq: number;
      lastSeq: number;
      /** Noted outside the database, it shows later whether the chain up to lastSeq was rewritten. */
      lastHash: string;
    }
  | { ok: false; seq: number; reason: string };

/** JSON with the keys of every object sorted, so that equal content always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    const members = Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of the previous entry's hash, a line break, and the entry's content as canonical JSON. */
export function entryHash(prevHash: string, entry: ChainedContent): string {
  const content: [string, unknown][] = [
    ['seq', entry.seq],
    ['at', entry.at],
    ['accountId', entry.accountId],
    ['sessionRef', entry.sessionRef],
    ['action', entry.action],
    ['recordType', entry.recordType],
    ['recordId', entry.recordId],
    ['details', entry.details],
    ['addressHash', entry.addressHash],
  ];
  const json = `{${content.map(([key, value]) => `${JSON.stringify(key)}:${canonicalJson(value)}`).join(',')}}`;
  return createHash('sha256').update(prevHash).update('\n').update(json).digest('hex');
}

function missing(from: number, to: number): string {
  return from === to
    ? `entry #${from} before it is missing`
    : `entries #${from} to #${to} before it are missing`;
}

/**
 * Checks the entries, in seq order, against each other and against the head: the first broken entry
 * is named, whether it was changed (its hash no longer recomputes), follows a deleted or changed
 * one (a gap in seq, or a previous hash that does not match), or was the last and is gone (the head
 * records more). The chain starts after the pruned entries, from the hash the head kept of them.
 */
export async function verifyChain(
  entries: AsyncIterable<AuditEntry> | Iterable<AuditEntry>,
  head: AuditHead,
): Promise<ChainCheck> {
  const firstSeq = head.prunedThroughSeq + 1;
  if (head.lastSeq < head.prunedThroughSeq) {
    const reason = `the head records it as pruned, yet #${head.lastSeq} as the last entry`;
    return { ok: false, seq: head.prunedThroughSeq, reason };
  }
  let expectedSeq = firstSeq;
  let prevHash = head.prunedHash;
  for await (const entry of entries) {
    const broken = (reason: string) => ({ ok: false as const, seq: entry.seq, reason });
    if (entry.seq > head.lastSeq)
      return broken(`it comes after #${head.lastSeq}, the last entry the head records`);
    if (entry.seq < firstSeq)
      return broken(`it should have been pruned with the entries through #${head.prunedThroughSeq}`);
    if (entry.seq < expectedSeq) return broken(`it comes out of order, after #${expectedSeq - 1}`);
    if (entry.seq > expectedSeq) return broken(missing(expectedSeq, entry.seq - 1));
    if (entry.prevHash !== prevHash) {
      return broken(
        entry.seq === firstSeq
          ? 'its previous hash does not match the hash the head kept of the pruned entries'
          : `its previous hash does not match the hash of entry #${entry.seq - 1}`,
      );
    }
    if (entryHash(entry.prevHash, entry) !== entry.hash)
      return broken('its content does not match its hash: it was changed');
    prevHash = entry.hash;
    expectedSeq += 1;
  }
  if (expectedSeq <= head.lastSeq) {
    const reason =
      expectedSeq === head.lastSeq
        ? 'it is missing, though the head records it as the last entry'
        : `it and the entries after it through #${head.lastSeq} are missing, though the head records #${head.lastSeq} as the last entry`;
    return { ok: false, seq: expectedSeq, reason };
  }
  if (prevHash !== head.lastHash) {
    return { ok: false, seq: head.lastSeq, reason: 'its hash does not match the last hash the head records' };
  }
  return {
    ok: true,
    count: head.lastSeq - head.prunedThroughSeq,
    firstSeq,
    lastSeq: head.lastSeq,
    lastHash: prevHash,
  };
}
