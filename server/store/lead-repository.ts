import { type Kysely, sql } from 'kysely';
import type { InboxFilter, LeadDetail, LeadSummary } from '#contract/inbox.ts';
import {
  formatReference,
  type LeadKind,
  leadKinds,
  type LeadStatus,
  normalizeReference,
  type SubmissionFields,
} from '#contract/lead-fields.ts';
import { idempotencyKeyLifetimeHours } from '#contract/idempotency.ts';
import type { SubmissionFieldName } from '#contract/submissions.ts';
import { quoteLines } from '#contract/quote-lines.ts';
import {
  type VisitorLanguage,
  defaultVisitorLanguage,
  visitorLanguageOf,
} from '#contract/visitor-language.ts';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore, StoreUnavailableError } from '../db/store-error.ts';
import { whereOverdue } from './lead-overdue.ts';
import { personalFields } from './lead-personal-fields.ts';
import { insertQueuedMail } from './outbox-repository.ts';
import { newReceipt, randomReferencePart, receiptHash } from './lead-receipts.ts';
import { assigneeNameColumn, iso, kindList, toDetail, toSummary } from './lead-rows.ts';
import { likeContaining } from './like-pattern.ts';

export interface NewLead {
  kind: LeadKind;
  fields: SubmissionFields;
  /** When the person agreed to the terms and privacy policy (the time of sending), if asked. */
  consentAt?: Date;
  /** Queue a mail notification in the same transaction. */
  notify: boolean;
  /** The language of the page it was sent from: every mail to the visitor is in it (English by default). */
  language?: VisitorLanguage;
  /**
   * The visitor's confirmation mail, queued in the same transaction: given the new reference and
   * the token of a link of its own to the request's page, it answers the sealed mail and when it
   * may be dropped unsent.
   */
  confirmationMail?: (created: ConfirmedLead) => { message: string; expiresAt: number };
  /** The Idempotency-Key it was sent with, kept with it so that the same request sent again finds it. */
  sentWithKey?: SubmissionKey;
}

/** An Idempotency-Key as the store keeps it: hashed, with the hash of what was sent with it. */
export interface SubmissionKey {
  keyHash: string;
  requestHash: string;
}

/** What a confirmation mail tells of a submission just stored. */
export interface ConfirmedLead {
  reference: string;
  createdAt: string;
  /** Opens the request's page: only its hash is stored. */
  token: string;
}

export interface CreatedLead {
  id: number;
  reference: string;
  /** The secret that lets the sender's confirmation page show the reference (only when created). */
  receipt?: string;
  /** Opens the request's private page (absent for a newsletter sign-up); only its hash is stored. */
  requestToken?: string;
  /**
   * False when nothing new was stored: the newsletter address was already subscribed, or the same
   * request had been stored under its Idempotency-Key.
   */
  created: boolean;
}

/** Thrown inside a transaction to undo it: another request stored this Idempotency-Key first. */
class KeyTaken extends Error {}

/** The Idempotency-Key was stored with another request's body. */
export class SubmissionKeyReused extends Error {
  override name = 'SubmissionKeyReused';
}

/**
 * What the inbox filters by, as the store sees it: `assigneeId` is an account's id, null for
 * "assigned to nobody", or absent for anyone.
 */
export type LeadFilter = Omit<InboxFilter, 'assignee'> & { assigneeId?: string | null };

export interface InboxPage {
  items: LeadSummary[];
  nextCursor: string | null;
  total: number;
}

function summaryOf(kind: LeadKind, fields: SubmissionFields): string {
  const text = (key: string) => (fields[key] === undefined ? '' : String(fields[key]));
  switch (kind) {
    case 'quote': {
      const [first, ...more] = quoteLines(fields);
      const others =
        more.length === 1
          ? ' and 1 more product'
          : more.length > 1
            ? ` and ${more.length} more products`
            : '';
      return `${first?.product ?? ''} × ${first?.quantity ?? ''}${others}`;
    }
    case 'contact':
      return text('subject');
    case 'newsletter':
      return 'Newsletter sign-up';
    case 'adverse-event':
      return `${text('productName')}: ${text('description')}`.slice(0, 200);
    case 'medical-info':
      return `${text('urgency') === 'urgent' ? 'URGENT: ' : ''}${text('productName')}: ${text('question')}`.slice(
        0,
        200,
      );
    case 'distributor':
      return `${text('firmName')}, ${text('state')} (${text('licenceType')})`;
  }
}

function searchTextOf(reference: string, fields: SubmissionFields): string {
  return [reference, ...Object.values(fields).map(String)].join('\n').toLowerCase();
}

/** The oldest Idempotency-Key still answered at `now`. */
const submissionKeysKeptSince = (now: Date) =>
  new Date(now.getTime() - idempotencyKeyLifetimeHours * 60 * 60 * 1000);

/** Tries with another random part when a new reference is taken (about 1 in 10⁹ at 1,000 a year). */
const referenceAttempts = 5;

/** An FTS5 phrase: with the trigram tokenizer, a phrase matches exactly where the text contains it. */
function trigramPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** FTS5's trigram index needs at least three characters; shorter searches scan. */
const trigramLength = 3;

/**
 * Submissions and their handling, for SQLite and PostgreSQL alike: portable SQL built by Kysely
 * with bound parameters. Every method throws StoreUnavailableError when the database fails.
 */
export class LeadRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /**
   * Stores a submission (and its notification) in one transaction, under a new reference with a
   * random part; a repeated newsletter address is found instead.
   */
  async create(lead: NewLead): Promise<CreatedLead> {
    try {
      return await guardStore(() => this.#insert(lead));
    } catch (error) {
      if (!(error instanceof StoreUnavailableError && error.cause instanceof KeyTaken) || !lead.sentWithKey)
        throw error;
      // The same key, sent again while the first request was being stored: answered as the first.
      const first = await this.sentBefore(lead.sentWithKey);
      if (first === 'another request') throw new SubmissionKeyReused();
      return first ?? Promise.reject(error);
    }
  }

  #insert(lead: NewLead): Promise<CreatedLead> {
    return this.#db.transaction().execute(async (trx) => {
      const now = this.#now();
      const keys = personalFields[lead.kind];
      const email = String(lead.fields[keys.email] ?? '') || null;
      const subscribed = async () =>
        lead.kind === 'newsletter' && email
          ? trx
              .selectFrom('leads')
              .select(['id', 'reference'])
              .where('kind', '=', 'newsletter')
              .where('email', '=', email)
              .executeTakeFirst()
          : undefined;
      const existing = await subscribed();
      if (existing) return { id: Number(existing.id), reference: existing.reference, created: false };
      const receipt = newReceipt();
      for (let attempt = 1; ; attempt += 1) {
        const reference = formatReference(lead.kind, now.getUTCFullYear(), randomReferencePart());
        // Nothing is stored when the reference is taken, or when the same address subscribed at
        // the same moment (the unique index of newsletter addresses).
        const inserted = await trx
          .insertInto('leads')
          .values({
            kind: lead.kind,
            reference,
            receipt_hash: receiptHash(receipt),
            name: keys.name && lead.fields[keys.name] !== undefined ? String(lead.fields[keys.name]) : null,
            email,
            summary: summaryOf(lead.kind, lead.fields),
            fields: JSON.stringify(lead.fields),
            search_text: searchTextOf(reference, lead.fields),
            created_at: now.toISOString(),
            consent_at: lead.consentAt ? lead.consentAt.toISOString() : null,
            language: lead.language ?? defaultVisitorLanguage,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning(['id'])
          .executeTakeFirst();
        if (inserted) {
          // The receipt also opens the visitor's page of a request that asks for an answer.
          if (lead.kind !== 'newsletter')
            await trx
              .insertInto('lead_access_tokens')
              .values({
                token_hash: receiptHash(receipt),
                lead_id: Number(inserted.id),
                created_at: now.toISOString(),
              })
              .execute();
          if (lead.confirmationMail && lead.kind !== 'newsletter') {
            const token = newReceipt();
            const mail = lead.confirmationMail({ reference, createdAt: now.toISOString(), token });
            await insertQueuedMail(trx, mail.message, mail.expiresAt, now.getTime());
            await trx
              .insertInto('lead_access_tokens')
              .values({
                token_hash: receiptHash(token),
                lead_id: Number(inserted.id),
                created_at: now.toISOString(),
              })
              .execute();
          }
          if (lead.notify) {
            await trx
              .insertInto('lead_outbox')
              .values({ lead_id: Number(inserted.id), next_attempt_at: now.getTime() })
              .execute();
          }
          if (lead.sentWithKey) {
            const kept = await trx
              .insertInto('submission_keys')
              .values({
                key_hash: lead.sentWithKey.keyHash,
                request_hash: lead.sentWithKey.requestHash,
                lead_id: Number(inserted.id),
                created_at: now.toISOString(),
              })
              // A key forgotten (over a day old) but not yet deleted names this submission now.
              .onConflict((conflict) =>
                conflict
                  .column('key_hash')
                  .doUpdateSet((excluded) => ({
                    request_hash: excluded.ref('excluded.request_hash'),
                    lead_id: excluded.ref('excluded.lead_id'),
                    created_at: excluded.ref('excluded.created_at'),
                  }))
                  .where('submission_keys.created_at', '<', submissionKeysKeptSince(now).toISOString()),
              )
              .returning('key_hash')
              .executeTakeFirst();
            if (!kept) throw new KeyTaken();
          }
          return {
            id: Number(inserted.id),
            reference,
            receipt,
            ...(lead.kind !== 'newsletter' && { requestToken: receipt }),
            created: true,
          };
        }
        const first = await subscribed();
        if (first) return { id: Number(first.id), reference: first.reference, created: false };
        if (attempt === referenceAttempts) throw new Error('no free reference after several attempts');
      }
    });
  }

  /**
   * The submission stored under this Idempotency-Key in the last day, with a new token to its page
   * (only the hashes of the first are kept); `another request` when the key came with another body;
   * undefined when the key is new.
   */
  sentBefore(key: SubmissionKey): Promise<CreatedLead | 'another request' | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        const row = await trx
          .selectFrom('submission_keys')
          .innerJoin('leads', 'leads.id', 'submission_keys.lead_id')
          .select(['leads.id', 'leads.kind', 'leads.reference', 'submission_keys.request_hash'])
          .where('submission_keys.key_hash', '=', key.keyHash)
          .where('submission_keys.created_at', '>=', submissionKeysKeptSince(now).toISOString())
          .executeTakeFirst();
        if (!row) return undefined;
        if (row.request_hash !== key.requestHash) return 'another request';
        if (row.kind === 'newsletter')
          return { id: Number(row.id), reference: row.reference, created: false };
        const requestToken = newReceipt();
        await trx
          .insertInto('lead_access_tokens')
          .values({
            token_hash: receiptHash(requestToken),
            lead_id: Number(row.id),
            created_at: now.toISOString(),
          })
          .execute();
        return { id: Number(row.id), reference: row.reference, requestToken, created: false };
      }),
    );
  }

  /** Forgets the Idempotency-Keys older than a day; answers how many. */
  forgetOldSubmissionKeys(): Promise<number> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('submission_keys')
        .where('created_at', '<', submissionKeysKeptSince(this.#now()).toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  /** The language the visitor wrote in (English for a submission stored before languages were kept). */
  languageOf(id: number): Promise<VisitorLanguage> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('leads')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirst();
      return visitorLanguageOf(row?.language);
    });
  }

  /** Whether the receipt is the one given with this reference. */
  hasReceipt(reference: string, receipt: string): Promise<boolean> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('leads')
        .select('id')
        .where('reference', '=', reference)
        .where('receipt_hash', '=', receiptHash(receipt))
        .executeTakeFirst();
      return row !== undefined;
    });
  }

  #filtered(filter: LeadFilter, kinds: readonly LeadKind[]) {
    let query = this.#db.selectFrom('leads');
    if (kinds.length < leadKinds.length) query = query.where('kind', 'in', kindList(kinds));
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.reply === 'overdue') query = whereOverdue(query, this.#now());
    if (filter.assigneeId === null) query = query.where('assignee_id', 'is', null);
    else if (filter.assigneeId !== undefined) query = query.where('assignee_id', '=', filter.assigneeId);
    const q = filter.q?.trim();
    if (q) {
      const reference = normalizeReference(q);
      query =
        reference === undefined
          ? query.where(this.#contains(q.toLowerCase()))
          : query.where('reference', '=', reference);
    }
    return query;
  }

  /**
   * The search text contains `text` (lower case): through the trigram index of migration
   * 007-lead-search, an FTS5 table on SQLite and pg_trgm on PostgreSQL (a scan where pg_trgm
   * could not be installed, and for fewer than three characters on SQLite).
   */
  #contains(text: string) {
    if (this.#engine === 'postgres') return sql<boolean>`search_text like ${likeContaining(text)}`;
    if ([...text].length < trigramLength) return sql<boolean>`instr(search_text, ${text}) > 0`;
    return sql<boolean>`leads.id in (select rowid from leads_search where leads_search match ${trigramPhrase(text)})`;
  }

  /** How many submissions match; a search alone on SQLite is counted by the trigram table, without reading a row. */
  async #count(filter: LeadFilter, kinds: readonly LeadKind[]): Promise<number> {
    const q = filter.q?.trim().toLowerCase();
    const searchOnly =
      q &&
      kinds.length === leadKinds.length &&
      !filter.kind &&
      !filter.status &&
      !filter.reply &&
      filter.assigneeId === undefined &&
      normalizeReference(q) === undefined &&
      [...q].length >= trigramLength;
    if (this.#engine === 'sqlite' && searchOnly) {
      const { rows } = await sql<{ total: number }>`
        select count(*) as total from leads_search where leads_search match ${trigramPhrase(q)}
      `.execute(this.#db);
      return Number(rows[0]?.total ?? 0);
    }
    const counted = await this.#filtered(filter, kinds)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return Number(counted.total);
  }

  /**
   * Newest first, `limit` at a time; `cursor` is the id the previous page ended at. `kinds` are
   * the kinds the reader may see (every kind when not given), here and in the methods below.
   */
  list(
    filter: LeadFilter,
    limit: number,
    cursor?: string,
    kinds: readonly LeadKind[] = leadKinds,
  ): Promise<InboxPage> {
    return guardStore(async () => {
      let page = this.#filtered(filter, kinds)
        .selectAll()
        .select(assigneeNameColumn)
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (cursor) page = page.where('id', '<', Number(cursor));
      const [rows, counted] = await Promise.all([page.execute(), this.#count(filter, kinds)]);
      const items = rows.slice(0, limit).map(toSummary);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? String(last.id) : null, total: counted };
    });
  }

  /** Submissions not yet opened by staff, per kind (0 for kinds the reader may not see). */
  unreadCounts(kinds: readonly LeadKind[] = leadKinds): Promise<Record<LeadKind, number>> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('leads')
        .select(['kind', (eb) => eb.fn.countAll().as('unread')])
        .where('read_at', 'is', null)
        .groupBy('kind')
        .execute();
      const counts = Object.fromEntries(leadKinds.map((kind) => [kind, 0])) as Record<LeadKind, number>;
      for (const row of rows) {
        const kind = row.kind as LeadKind;
        if (kinds.includes(kind)) counts[kind] = Number(row.unread);
      }
      return counts;
    });
  }

  /** Every submission matching the filter, newest first, a batch at a time, without its histories (for CSV export). */
  async *export(
    filter: LeadFilter,
    kinds: readonly LeadKind[] = leadKinds,
    batchSize = 1000,
  ): AsyncGenerator<LeadDetail[]> {
    let cursor: number | undefined;
    for (;;) {
      const after = cursor;
      const rows = await guardStore(() => {
        let query = this.#filtered(filter, kinds)
          .selectAll()
          .select(assigneeNameColumn)
          .orderBy('id', 'desc')
          .limit(batchSize);
        if (after !== undefined) query = query.where('id', '<', after);
        return query.execute();
      });
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        ...toSummary(row),
        fields: JSON.parse(row.fields) as SubmissionFields,
        ...(row.consent_at ? { consentAt: iso(row.consent_at) } : {}),
        history: [],
        assignments: [],
        thread: [],
      }));
      cursor = Number(rows.at(-1)?.id);
      if (rows.length < batchSize) return;
    }
  }

  /** One submission; opening it as staff (`markRead`) takes it out of the unread counts. */
  find(
    id: number,
    options: { markRead?: boolean; kinds?: readonly LeadKind[] } = {},
  ): Promise<LeadDetail | undefined> {
    const kinds = options.kinds ?? leadKinds;
    return guardStore(async () => {
      if (options.markRead) {
        await this.#db
          .updateTable('leads')
          .set({ read_at: this.#now().toISOString() })
          .where('id', '=', id)
          .where('kind', 'in', kindList(kinds))
          .where('read_at', 'is', null)
          .execute();
      }
      const row = await this.#db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      if (row && !kinds.includes(row.kind as LeadKind)) return undefined;
      return row ? toDetail(this.#db, row) : undefined;
    });
  }

  /** Sets the status and records the change (when, from, to, note); undefined when there is no such submission. */
  changeStatus(
    id: number,
    status: LeadStatus,
    note: string | undefined,
    kinds: readonly LeadKind[] = leadKinds,
  ): Promise<LeadDetail | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        let read = trx
          .selectFrom('leads')
          .selectAll()
          .where('id', '=', id)
          .where('kind', 'in', kindList(kinds));
        if (this.#engine === 'postgres') read = read.forUpdate();
        const current = await read.executeTakeFirst();
        if (!current) return undefined;
        const now = this.#now().toISOString();
        const updated = await trx
          .updateTable('leads')
          .set({ status, read_at: current.read_at ? iso(current.read_at) : now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('lead_status_changes')
          .values({
            lead_id: id,
            at: now,
            from_status: current.status,
            to_status: status,
            note: note || null,
          })
          .execute();
        return toDetail(trx, updated);
      }),
    );
  }

  /**
   * Erases one person's data: their submissions are deleted; adverse-event reports, which the
   * company must keep for drug safety, lose the reporter's name and contact details only.
   */
  erase(email: string): Promise<{ erasedIds: number[]; anonymisedIds: number[] }> {
    const address = email.trim().toLowerCase();
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('leads')
          .where('email', '=', address)
          .where('kind', '<>', 'adverse-event')
          .returning('id')
          .execute();
        const reports = await trx
          .selectFrom('leads')
          .selectAll()
          .where('email', '=', address)
          .where('kind', '=', 'adverse-event')
          .execute();
        const keys = personalFields['adverse-event'];
        // Their links stop opening the reports: whoever holds one is no longer known.
        if (reports.length > 0)
          await trx
            .deleteFrom('lead_access_tokens')
            .where(
              'lead_id',
              'in',
              reports.map((report) => report.id),
            )
            .execute();
        for (const report of reports) {
          const fields = JSON.parse(report.fields) as SubmissionFields;
          for (const key of [keys.name, keys.email, keys.phone]) if (key) delete fields[key];
          fields['consentToContact' satisfies SubmissionFieldName<'adverse-event'>] = false;
          await trx
            .updateTable('leads')
            .set({
              name: null,
              email: null,
              fields: JSON.stringify(fields),
              search_text: searchTextOf(report.reference, fields),
            })
            .where('id', '=', report.id)
            .execute();
        }
        return {
          erasedIds: deleted.map((row) => Number(row.id)).sort((a, b) => a - b),
          anonymisedIds: reports.map((report) => Number(report.id)),
        };
      }),
    );
  }

  /** Deletes submissions received before `before`, except adverse-event reports (kept for drug safety). */
  purgeReceivedBefore(before: Date): Promise<number> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('leads')
        .where('created_at', '<', before.toISOString())
        .where('kind', '<>', 'adverse-event')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
