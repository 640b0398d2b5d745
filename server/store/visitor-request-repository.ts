import type { Kysely } from 'kysely';
import { replyKinds } from '#contract/inbox-replies.ts';
import type { LeadStatus } from '#contract/lead-fields.ts';
import type { Quotation } from '#contract/quotation.ts';
import type { VisitorStatus } from '#contract/visitor-request-texts.ts';
import type { VisitorRequest } from '#contract/visitor-requests.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { receiptHash } from './lead-receipts.ts';
import { iso, kindList } from './lead-rows.ts';

const closedStatuses: readonly LeadStatus[] = ['handled', 'spam'];

interface OpenedLead {
  id: number;
  reference: string;
  kind: string;
  status: string;
  created_at: Date | string;
}

/**
 * Where the request stands for its visitor: closed once staff closed it; answered while our reply is
 * the last word; received (we reply within the promised hours) while the visitor's is, or there is
 * none yet.
 */
function visitorStatus(status: LeadStatus, thread: VisitorRequest['thread']): VisitorStatus {
  if (closedStatuses.includes(status)) return 'closed';
  return thread.at(-1)?.from === 'company' ? 'answered' : 'received';
}

/**
 * A visitor's own view of a request they sent, opened by a token of its link (only tokens' hashes
 * are stored), and their answers, which join the thread and make the submission unread again.
 */
export class VisitorRequestRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * The submission the token opens, when the reference is its own. One indexed read whether the
   * reference is unknown or the token wrong, so neither answers sooner than the other.
   */
  #find(db: Kysely<Database>, reference: string, token: string) {
    return db
      .selectFrom('lead_access_tokens')
      .innerJoin('leads', 'leads.id', 'lead_access_tokens.lead_id')
      .select(['leads.id', 'leads.reference', 'leads.kind', 'leads.status', 'leads.created_at'])
      .where('lead_access_tokens.token_hash', '=', receiptHash(token))
      .where('leads.reference', '=', reference)
      .where('leads.kind', 'in', kindList(replyKinds))
      .executeTakeFirst();
  }

  async #view(db: Kysely<Database>, lead: OpenedLead): Promise<VisitorRequest> {
    const replies = await db
      .selectFrom('lead_replies')
      .select(['at', 'body', 'quotation', 'from_visitor'])
      .where('lead_id', '=', lead.id)
      .orderBy('id')
      .execute();
    const thread = replies.map((reply) => ({
      at: iso(reply.at),
      from: Number(reply.from_visitor) === 1 ? ('you' as const) : ('company' as const),
      body: reply.body,
      ...(reply.quotation ? { quotation: JSON.parse(reply.quotation) as Quotation } : {}),
    }));
    return {
      reference: lead.reference,
      kind: lead.kind as VisitorRequest['kind'],
      status: visitorStatus(lead.status as LeadStatus, thread),
      receivedAt: iso(lead.created_at),
      thread,
    };
  }

  /** The request, when the token opens this reference; undefined otherwise. */
  open(reference: string, token: string): Promise<VisitorRequest | undefined> {
    return guardStore(async () => {
      const lead = await this.#find(this.#db, reference, token);
      return lead ? this.#view(this.#db, lead) : undefined;
    });
  }

  /**
   * Adds the visitor's answer to the thread and marks the submission unread, in one transaction;
   * undefined when the token does not open this reference. The language of the page it was written
   * on, when given, becomes the request's: the next reply is mailed in it.
   */
  answer(
    reference: string,
    token: string,
    body: string,
    language?: VisitorLanguage,
  ): Promise<VisitorRequest | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const lead = await this.#find(trx, reference, token);
        if (!lead) return undefined;
        await trx
          .insertInto('lead_replies')
          .values({
            lead_id: lead.id,
            at: this.#now().toISOString(),
            author_account_id: null,
            body,
            mailed: 0,
            from_visitor: 1,
          })
          .execute();
        await trx
          .updateTable('leads')
          .set({ read_at: null, ...(language ? { language } : {}) })
          .where('id', '=', lead.id)
          .execute();
        return this.#view(trx, lead);
      }),
    );
  }
}
