import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AuditAction } from '#contract/audit-actions.ts';
import type { AuditLogTable, Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export type AuditDetails = Record<string, unknown>;

/** An entry as the log writes it, before the store gives it its place in the chain. */
export interface NewAuditEntry {
  /** Milliseconds since 1970. */
  at: number;
  accountId: string | null;
  sessionRef: string | null;
  action: AuditAction;
  recordType: string | null;
  recordId: string | null;
  details: AuditDetails;
  addressHash: string | null;
}

export interface AuditEntry extends NewAuditEntry {
  seq: number;
  prevHash: string;
  hash: string;
}

/** The chain's last entry, and the last pruned one, from which the remaining entries chain on. */
export interface AuditHead {
  lastSeq: number;
  lastHash: string;
  prunedThroughSeq: number;
  prunedHash: string;
}

export interface AuditFilter {
  accountId?: string;
  action?: AuditAction;
  recordType?: string;
  recordId?: string;
  /** From this time on (milliseconds since 1970, inclusive). */
  from?: number;
  /** Before this time (exclusive). */
  to?: number;
}

export interface AuditPage {
  /** Entries older than this one; the newest when absent. */
  beforeSeq?: number;
  limit: number;
}

/** Hashes a new entry at its place in the chain: after the entry whose hash is `prevHash`, as `seq`. */
export type AuditHasher = (prevHash: string, seq: number, entry: NewAuditEntry) => string;

/**
 * Stored JSON that is not an object was edited by hand; shown as the text it holds, which can never
 * hash to the entry's stored hash, so verification names the entry instead of failing to read it.
 */
function parseDetails(text: string): AuditDetails {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as AuditDetails;
  } catch {
    // Falls through to the text itself.
  }
  return { unreadable: text };
}

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  return {
    seq: Number(row.seq),
    at: Number(row.at),
    accountId: row.account_id,
    sessionRef: row.session_ref,
    action: row.action as AuditAction,
    recordType: row.record_type,
    recordId: row.record_id,
    details: parseDetails(row.details),
    addressHash: row.address_hash,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

/**
 * Takes the head row's write lock for the rest of the transaction: on PostgreSQL the row lock,
 * which writers on other instances wait for; on SQLite the transaction already holds the database's
 * write lock (BEGIN IMMEDIATE). Answers the head as it is after the increment.
 */
async function lockHead(trx: Transaction<Database>, increment: 0 | 1) {
  return trx
    .updateTable('audit_head')
    .set({ last_seq: sql<number>`last_seq + ${increment}` })
    .where('id', '=', 1)
    .returning(['last_seq', 'last_hash'])
    .executeTakeFirstOrThrow();
}

/**
 * The staff audit log in the store, for SQLite and PostgreSQL alike: appended to, read, and pruned
 * from its oldest end, never changed. Every method throws StoreUnavailableError when the database fails.
 */
export class AuditRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Adds an entry after the last one, hashed by `computeHash`. Appenders on every instance take
   * their turn on the head row, so each gets the next seq and chains onto the entry before it.
   */
  async append(entry: NewAuditEntry, computeHash: AuditHasher): Promise<AuditEntry> {
    // The hash covers the details as they will read back from the stored JSON.
    const details = JSON.stringify(entry.details);
    const stored: NewAuditEntry = { ...entry, details: JSON.parse(details) as AuditDetails };
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const head = await lockHead(trx, 1);
        const seq = Number(head.last_seq);
        const prevHash = head.last_hash;
        const hash = computeHash(prevHash, seq, stored);
        await trx
          .insertInto('audit_log')
          .values({
            seq,
            at: stored.at,
            account_id: stored.accountId,
            session_ref: stored.sessionRef,
            action: stored.action,
            record_type: stored.recordType,
            record_id: stored.recordId,
            details,
            address_hash: stored.addressHash,
            prev_hash: prevHash,
            hash,
          })
          .execute();
        await trx.updateTable('audit_head').set({ last_hash: hash }).where('id', '=', 1).execute();
        return { ...stored, seq, prevHash, hash };
      }),
    );
  }

  /** Up to `limit` entries after `afterSeq`, oldest first: the chain read a page at a time. */
  entries(afterSeq: number, limit: number): Promise<AuditEntry[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('audit_log')
        .selectAll()
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map(toEntry);
    });
  }

  head(): Promise<AuditHead> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('audit_head')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return {
        lastSeq: Number(row.last_seq),
        lastHash: row.last_hash,
        prunedThroughSeq: Number(row.pruned_through_seq),
        prunedHash: row.pruned_hash,
      };
    });
  }

  /** One page of the entries that match every condition given, newest first. */
  list(filter: AuditFilter, page: AuditPage): Promise<AuditEntry[]> {
    return guardStore(async () => {
      let query = this.#db.selectFrom('audit_log').selectAll();
      if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
      if (filter.action !== undefined) query = query.where('action', '=', filter.action);
      if (filter.recordType !== undefined) query = query.where('record_type', '=', filter.recordType);
      if (filter.recordId !== undefined) query = query.where('record_id', '=', filter.recordId);
      if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('at', '<', filter.to);
      if (page.beforeSeq !== undefined) query = query.where('seq', '<', page.beforeSeq);
      const rows = await query.orderBy('seq', 'desc').limit(page.limit).execute();
      return rows.map(toEntry);
    });
  }

  /**
   * Deletes the oldest entries written before `before` (milliseconds since 1970), stopping at the
   * first that is not: clocks of several instances may disagree, and the rest must stay one chain.
   * The head keeps the last deleted entry's seq and hash, where verification then starts. Answers
   * how many were deleted.
   */
  prune(before: number): Promise<number> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        await lockHead(trx, 0);
        const kept = await trx
          .selectFrom('audit_log')
          .select('seq')
          .where('at', '>=', before)
          .orderBy('seq')
          .limit(1)
          .executeTakeFirst();
        let last = trx.selectFrom('audit_log').select(['seq', 'hash']);
        if (kept) last = last.where('seq', '<', kept.seq);
        const lastPruned = await last.orderBy('seq', 'desc').limit(1).executeTakeFirst();
        if (!lastPruned) return 0;
        const deleted = await trx
          .deleteFrom('audit_log')
          .where('seq', '<=', lastPruned.seq)
          .executeTakeFirst();
        await trx
          .updateTable('audit_head')
          .set({ pruned_through_seq: lastPruned.seq, pruned_hash: lastPruned.hash })
          .where('id', '=', 1)
          .execute();
        return Number(deleted.numDeletedRows);
      }),
    );
  }
}
