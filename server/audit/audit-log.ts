import { createHmac } from 'node:crypto';
import type { AuditAction } from '#contract/audit-actions.ts';
import type { AuditDetails, AuditEntry, AuditRepository } from '../store/audit-repository.ts';
import { type ChainCheck, entryHash } from './audit-chain.ts';
import { verifyAuditLog } from './verify-audit-log.ts';

/** Who acted: the staff account and session, and the client address (stored only as a keyed hash). */
export interface AuditActor {
  accountId: string | null;
  sessionRef: string | null;
  address: string | null;
}

export interface AuditEvent {
  action: AuditAction;
  recordType?: string;
  recordId?: string;
  /** What changed, e.g. a tablet's fields before and after. */
  details?: AuditDetails;
}

export interface AuditLogOptions {
  /** Keys the address hashes: without it, the few possible addresses could be hashed and compared. */
  addressKey: string | Buffer;
  /** Milliseconds since 1970. */
  now: () => number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The staff audit log: what staff did, when and from where, in a chain that shows any change. */
export class AuditLog {
  readonly #repository: AuditRepository;
  readonly #addressKey: string | Buffer;
  readonly #now: () => number;

  constructor(repository: AuditRepository, options: AuditLogOptions) {
    this.#repository = repository;
    this.#addressKey = options.addressKey;
    this.#now = options.now;
  }

  /**
   * Appends one entry. The log is kept for AUDIT_RETENTION_DAYS and cannot be erased entry by
   * entry, so it must never hold a visitor's personal data: name a submission by its record id, and
   * put in `details` only staff data and values such as statuses or tablet fields, never what a
   * visitor sent (a name, an address, a message) nor free text that may quote it (a note's text).
   */
  record(actor: AuditActor, event: AuditEvent): Promise<AuditEntry> {
    const addressHash =
      actor.address === null
        ? null
        : createHmac('sha256', this.#addressKey).update(actor.address).digest('hex');
    return this.#repository.append(
      {
        at: this.#now(),
        accountId: actor.accountId,
        sessionRef: actor.sessionRef,
        action: event.action,
        recordType: event.recordType ?? null,
        recordId: event.recordId ?? null,
        details: event.details ?? {},
        addressHash,
      },
      (prevHash, seq, entry) => entryHash(prevHash, { ...entry, seq }),
    );
  }

  /** Checks the whole chain; names the first broken entry. */
  verify(): Promise<ChainCheck> {
    return verifyAuditLog(this.#repository);
  }

  /** Deletes the entries older than `retentionDays`; answers how many. The rest still verifies. */
  prune(retentionDays: number): Promise<number> {
    return this.#repository.prune(this.#now() - retentionDays * dayMs);
  }
}
