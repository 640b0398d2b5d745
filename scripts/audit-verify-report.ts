import { NoResultError } from 'kysely';
import { type AuditAnchor, anchorBreak } from '../server/audit/audit-anchor.ts';
import { verifyAuditLog } from '../server/audit/verify-audit-log.ts';
import { StoreUnavailableError } from '../server/db/store-error.ts';
import type { AuditRepository } from '../server/store/audit-repository.ts';

export interface AuditVerifyReport {
  /** 0 when the chain is intact, 1 when it is broken. */
  exitCode: 0 | 1;
  /** For stdout when intact, for stderr when broken. */
  message: string;
  /** When intact: the anchor to keep for the next verification. */
  anchor?: AuditAnchor;
}

/**
 * The part of the log the store says is gone, when a read failed because a table or the head row
 * does not exist: damage to the log, not an outage. Undefined for any other failure.
 */
function missingPart(error: unknown): string | undefined {
  const cause = error instanceof StoreUnavailableError ? error.cause : error;
  if (cause instanceof NoResultError) return 'its head row (audit_head, id 1) is missing';
  if (!(cause instanceof Error)) return undefined;
  const sqlite = /no such table: (?:\w+\.)?(\w+)/.exec(cause.message);
  const postgres =
    (cause as { code?: string }).code === '42P01' ? /relation "(?:\w+\.)?(\w+)"/.exec(cause.message) : null;
  const table = sqlite?.[1] ?? postgres?.[1];
  return table ? `the table ${table} is missing` : undefined;
}

/**
 * What `npm run audit:verify` says about the stored chain, and how it exits. With the anchor kept
 * by the last verification, a log taken back behind it (entries deleted and the head set back, or
 * the chain rewritten from an earlier entry) is broken too.
 */
export async function auditVerifyReport(
  repository: Pick<AuditRepository, 'head' | 'entries'>,
  options: { anchor?: AuditAnchor; now?: () => Date } = {},
): Promise<AuditVerifyReport> {
  const broken = (where: string, reason: string) => ({
    exitCode: 1 as const,
    message: `Audit log broken${where}: ${reason}.`,
  });
  try {
    const check = await verifyAuditLog(repository);
    if (!check.ok) return broken(` at entry #${check.seq}`, check.reason);
    const head = await repository.head();
    const { anchor } = options;
    if (anchor) {
      const [anchored] = await repository.entries(anchor.seq - 1, 1);
      const damage = anchorBreak(anchor, head, anchored?.seq === anchor.seq ? anchored : undefined);
      if (damage) return broken(` at entry #${damage.seq}`, damage.reason);
    }
    const kept: AuditAnchor =
      anchor && anchor.seq >= check.lastSeq
        ? anchor
        : {
            seq: check.lastSeq,
            hash: check.lastHash,
            verifiedAt: (options.now?.() ?? new Date()).toISOString(),
          };
    if (check.count === 0) {
      const pruned = check.lastSeq > 0 ? ` (all through #${check.lastSeq} were pruned)` : '';
      return { exitCode: 0, message: `Audit log intact: no entries${pruned}.`, anchor: kept };
    }
    return {
      exitCode: 0,
      anchor: kept,
      message:
        `Audit log intact: ${check.count} ${check.count === 1 ? 'entry' : 'entries'} (from #${check.firstSeq} to #${check.lastSeq}).\n` +
        `Last hash: #${check.lastSeq} ${check.lastHash}\n` +
        `Note it outside the database: if entry #${check.lastSeq} later shows another hash, the chain was rewritten.`,
    };
  } catch (error) {
    const missing = missingPart(error);
    if (missing) return broken('', missing);
    throw error;
  }
}
