import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuditEntry, AuditHead } from '../store/audit-repository.ts';

/**
 * The last entry a verification found intact, kept outside the database (a file beside the data, or
 * where AUDIT_ANCHOR_FILE says): whoever can rewrite the log's tables, and its head, cannot take the
 * log back behind it unseen. A later verification finds the entry still there with the same hash.
 */
export interface AuditAnchor {
  seq: number;
  hash: string;
  /** When it was verified (ISO 8601). */
  verifiedAt: string;
}

/** The anchor file's name in the data directory. */
export const auditAnchorFileName = 'audit-anchor.json';

function isAnchor(value: unknown): value is AuditAnchor {
  if (typeof value !== 'object' || value === null) return false;
  const { seq, hash, verifiedAt } = value as Record<string, unknown>;
  return (
    Number.isInteger(seq) &&
    (seq as number) >= 0 &&
    typeof hash === 'string' &&
    /^[0-9a-f]{64}$/.test(hash) &&
    typeof verifiedAt === 'string'
  );
}

/** The kept anchor; undefined before the first verification. A file that is not one is an error. */
export async function readAuditAnchor(file: string): Promise<AuditAnchor | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value: unknown = JSON.parse(text);
  if (!isAnchor(value)) throw new Error(`${file} does not hold an audit anchor`);
  return value;
}

/** Keeps the anchor, replacing the file whole so that no half-written one is ever read. */
export async function writeAuditAnchor(file: string, anchor: AuditAnchor): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(anchor)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

/**
 * What is wrong with the log against the anchor, or undefined when the anchored entry is still
 * there with its hash (or was pruned since, as the head's pruning anchor shows).
 * `anchored` is the stored entry at the anchor's seq, if any.
 */
export function anchorBreak(
  anchor: AuditAnchor,
  head: AuditHead,
  anchored: AuditEntry | undefined,
): { seq: number; reason: string } | undefined {
  const when = `when verified at ${anchor.verifiedAt}`;
  if (anchor.seq === 0) return undefined;
  if (head.lastSeq < anchor.seq)
    return {
      seq: anchor.seq,
      reason: `the log now ends at #${head.lastSeq}, but it held #${anchor.seq} ${when}: entries were removed and the head set back`,
    };
  if (anchor.seq < head.prunedThroughSeq) return undefined;
  if (anchor.seq === head.prunedThroughSeq)
    return head.prunedHash === anchor.hash
      ? undefined
      : {
          seq: anchor.seq,
          reason: `the head keeps another hash for it than it had ${when}: the chain was rewritten`,
        };
  if (!anchored) return { seq: anchor.seq, reason: `it is missing, though it was there ${when}` };
  if (anchored.hash !== anchor.hash)
    return { seq: anchor.seq, reason: `its hash is not the one it had ${when}: the chain was rewritten` };
  return undefined;
}
