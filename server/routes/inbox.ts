import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxEndpoints, type LeadDetail } from '#contract/inbox.ts';
import { leadKinds } from '#contract/lead-fields.ts';
import { submissionFieldNames } from '#contract/lead-field-labels.ts';
import { leadKindLabels, leadStatusLabels } from '#contract/lead-texts.ts';
import type { SubmissionFieldName } from '#contract/submissions.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { csvCell } from '../http/csv.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { LeadRepository } from '../store/lead-repository.ts';

const notFound = 'This submission does not exist. It may have been erased.';

const fieldColumns: SubmissionFieldName[] = [
  ...new Set(leadKinds.flatMap((kind) => submissionFieldNames(kind))),
];
const csvHeader = ['reference', 'kind', 'status', 'received', 'name', 'email', ...fieldColumns];

function csvRow(lead: LeadDetail): string {
  return [
    lead.reference,
    leadKindLabels[lead.kind],
    leadStatusLabels[lead.status],
    lead.createdAt,
    lead.name,
    lead.email,
    ...fieldColumns.map((column) => lead.fields[column]),
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The staff inbox: each member of staff sees and handles the kinds of submission their roles cover;
 * another kind's submission does not exist for them (404).
 */
export function registerInboxRoutes(app: FastifyInstance, leads: LeadRepository, audit: AuditLog) {
  const kindsOf = (request: FastifyRequest) => leadKindsOf(staffOf(request).roles);

  registerEndpoint(app, inboxEndpoints.list, async (request) => {
    const { limit, cursor, ...filter } = request.query;
    const kinds = kindsOf(request);
    const [page, unread] = await Promise.all([
      leads.list(filter, limit, cursor, kinds),
      leads.unreadCounts(kinds),
    ]);
    return { ...page, unread };
  });

  registerEndpoint(app, inboxEndpoints.csv, async (request, reply) => {
    const stamp = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inbox-${stamp}.csv"`);
    const lines = [csvHeader.join(',')];
    const kinds = kindsOf(request);
    for await (const batch of leads.export(request.query, kinds)) lines.push(...batch.map(csvRow));
    // The search text may be a visitor's name or address: the log keeps only that there was one.
    const { q, ...filter } = request.query;
    await audit.record(staffActor(request), {
      action: 'submission.export',
      details: { ...filter, searched: Boolean(q?.trim()), kinds, rows: lines.length - 1 },
    });
    return reply.send(`${lines.join('\r\n')}\r\n`);
  });

  registerEndpoint(app, inboxEndpoints.detail, async (request) => {
    const item = await leads.find(request.params.id, { markRead: true, kinds: kindsOf(request) });
    if (!item) throw new RequestError(404, notFound);
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
    const outcome = await leads.erase(request.query.email);
    // Whose data it was stays out of the log: only how much was erased.
    await audit.record(staffActor(request), { action: 'submission.erase', details: outcome });
    return outcome;
  });
}
