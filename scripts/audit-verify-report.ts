import { verifyAuditLog } from '../server/audit/verify-audit-log.ts';
import type { AuditRepository } from '../server/store/audit-repository.ts';

export interface AuditVerifyReport {
  /** 0 when the chain is intact, 1 when it is broken. */
  exitCode: 0 | 1;
  /** For stdout when intact, for stderr when broken. */
  message: string;
}

/** What `npm run audit:verify` says about the stored chain, and how it exits. */
export async function auditVerifyReport(
  repository: Pick<AuditRepository, 'head' | 'entries'>,
): Promise<AuditVerifyReport> {
  const check = await verifyAuditLog(repository);
  if (!check.ok) return { exitCode: 1, message: `Audit log broken at entry #${check.seq}: ${check.reason}.` };
  if (check.count === 0) {
    const pruned = check.lastSeq > 0 ? ` (all through #${check.lastSeq} were pruned)` : '';
    return { exitCode: 0, message: `Audit log intact: no entries${pruned}.` };
  }
  return {
    exitCode: 0,
    message:
      `Audit log intact: ${check.count} ${check.count === 1 ? 'entry' : 'entries'} (from #${check.firstSeq} to #${check.lastSeq}).\n` +
      `Last hash: #${check.lastSeq} ${check.lastHash}\n` +
      `Note it outside the database: if entry #${check.lastSeq} later shows another hash, the chain was rewritten.`,
  };
}
