import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type InboxFilter, inboxEndpoints, leadNotFoundMessage as notFound } from '#contract/inbox.ts';
import { assignmentMessages } from '#contract/inbox-assignment.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { idRanges, noteAuditedRead } from '../audit/access-audit.ts';
import { staffActor } from '../audit/request-audit.ts';
import { csvFile } from '../http/csv.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { inboxCsvHeader, inboxCsvRow } from '../leads/inbox-csv.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import type { LeadFilter, LeadRepository } from '../store/lead-repository.ts';
import type { RecallSubscriptionRepository } from '../store/recall-subscription-repository.ts';

/** The filter as the store reads it: "mine" is the signed-in account, which the admin key has not. */
function storeFilter(request: FastifyRequest, { assignee, ...filter }: InboxFilter): LeadFilter {
  if (assignee === 'unassigned') return { ...filter, assigneeId: null };
  if (assignee !== 'mine') return filter;
  const { accountId } = staffOf(request);
  if (accountId === null) {
    const message = assignmentMessages.mineWithoutAccount;
    throw new RequestError(400, message, { assignee: message });
  }
  return { ...filter, assigneeId: accountId };
}

/**
 * The staff inbox: each member of staff sees and handles the kinds of submission their roles cover;
 * another kind's submission does not exist for them (404).
 */
export function registerInboxRoutes(
  app: FastifyInstance,
  leads: LeadRepository,
  audit: AuditLog,
  /** An erasure deletes the address's subscriptions to recall notices too. */
  recallSubscriptions: RecallSubscriptionRepository,
  /** The mail outbox, when a mail server is set: an erasure drops what still waits for that address. */
  mail?: MailOutbox,
) {
  const kindsOf = (request: FastifyRequest) => leadKindsOf(staffOf(request).roles);

  registerEndpoint(app, inboxEndpoints.list, async (request) => {
    const { limit, cursor, ...filter } = request.query;
    const kinds = kindsOf(request);
    const [page, unread] = await Promise.all([
      leads.list(storeFilter(request, filter), limit, cursor, kinds),
      leads.unreadCounts(kinds),
    ]);
    // The search text may be a visitor's name or address: the log keeps only that there was one.
    const { q, ...shown } = filter;
    noteAuditedRead(request, {
      details: { ...shown, searched: Boolean(q?.trim()), ids: idRanges(page.items.map((item) => item.id)) },
    });
    return { ...page, unread };
  });

  registerEndpoint(app, inboxEndpoints.csv, async (request, reply) => {
    const stamp = istDateTime(new Date()).slice(0, 10);
    const rows = [];
    const ids: number[] = [];
    const kinds = kindsOf(request);
    for await (const batch of leads.export(storeFilter(request, request.query), kinds)) {
      rows.push(...batch.map(inboxCsvRow));
      ids.push(...batch.map((item) => item.id));
    }
    // The search text may be a visitor's name or address: the log keeps only that there was one.
    const { q, ...filter } = request.query;
    noteAuditedRead(request, {
      details: { ...filter, searched: Boolean(q?.trim()), kinds, rows: rows.length, ids: idRanges(ids) },
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inbox-${stamp}.csv"`)
      .send(csvFile(inboxCsvHeader, rows));
  });

  registerEndpoint(app, inboxEndpoints.detail, async (request) => {
    const item = await leads.find(request.params.id, { markRead: true, kinds: kindsOf(request) });
    if (!item) throw new RequestError(404, notFound);
    // An adverse-event report is read with its safety case: health data, recorded as such.
    noteAuditedRead(request, {
      action: item.kind === 'adverse-event' ? 'safety-case.read' : 'submission.read',
      details: { kind: item.kind },
    });
    return { item };
  });

  registerEndpoint(app, inboxEndpoints.update, async (request) => {
    const { status, note } = request.body;
    const before = await leads.find(request.params.id, { kinds: kindsOf(request) });
    const item = await leads.changeStatus(request.params.id, status, note, kindsOf(request));
    if (!item) throw new RequestError(404, notFound);
    // A note's text may quote the visitor, so the log keeps only that one was written.
    await audit.record(staffActor(request), {
      action: note?.trim() ? 'submission.note' : 'submission.status',
      recordType: 'submission',
      recordId: String(item.id),
      details: { from: before?.status ?? null, to: item.status, note: Boolean(note?.trim()) },
    });
    return { item };
  });

  registerEndpoint(app, inboxEndpoints.erase, async (request) => {
    const { erasedIds, anonymisedIds } = await leads.erase(request.query.email);
    const subscriptionIds = await recallSubscriptions.erase(request.query.email);
    const mailIds = mail ? await mail.dropMailsTo(request.query.email) : [];
    const outcome = {
      erased: erasedIds.length,
      anonymised: anonymisedIds.length,
      recallSubscriptions: subscriptionIds.length,
      unsentMails: mailIds.length,
    };
    // Whose data it was stays out of the log: which records, by id.
    await audit.record(staffActor(request), {
      action: 'submission.erase',
      recordType: 'submission',
      details: {
        ...outcome,
        erasedIds,
        anonymisedIds,
        recallSubscriptionIds: subscriptionIds,
        unsentMailIds: mailIds,
      },
    });
    return outcome;
  });
}
