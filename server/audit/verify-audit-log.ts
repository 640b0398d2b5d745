import type { AuditEntry, AuditHead, AuditRepository } from '../store/audit-repository.ts';
import { type ChainCheck, verifyChain } from './audit-chain.ts';

type ChainSource = Pick<AuditRepository, 'head' | 'entries'>;

/**
 * The stored entries through the head's last one, a page at a time. Reading starts at the very
 * first seq, so an entry left below the pruning anchor shows too; entries appended after the head
 * was read are not part of this check.
 */
async function* storedEntries(
  repository: ChainSource,
  head: AuditHead,
  pageSize: number,
): AsyncGenerator<AuditEntry> {
  let afterSeq = 0;
  for (;;) {
    const page = await repository.entries(afterSeq, pageSize);
    for (const entry of page) {
      if (entry.seq > head.lastSeq) return;
      yield entry;
      afterSeq = entry.seq;
    }
    if (page.length < pageSize) return;
  }
}

/**
 * Verifies the whole stored chain. Pruning while it reads can delete entries it has not reached,
 * which looks like a gap: when the pruning anchor moved meanwhile, it reads again from the new one.
 */
export async function verifyAuditLog(repository: ChainSource, pageSize = 500): Promise<ChainCheck> {
  let head = await repository.head();
  let check = await verifyChain(storedEntries(repository, head, pageSize), head);
  for (let retry = 0; !check.ok && retry < 3; retry += 1) {
    const now = await repository.head();
    if (now.prunedThroughSeq === head.prunedThroughSeq) break;
    head = now;
    check = await verifyChain(storedEntries(repository, head, pageSize), head);
  }
  return check;
}
