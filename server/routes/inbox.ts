import type { FastifyInstance } from 'fastify';
import { inboxEndpoints, type LeadDetail } from '#contract/inbox.ts';
import { leadKinds } from '#contract/lead-fields.ts';
import { submissionFieldNames } from '#contract/lead-field-labels.ts';
import { leadKindLabels, leadStatusLabels } from '#contract/lead-texts.ts';
import type { SubmissionFieldName } from '#contract/submissions.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { LeadRepository } from '../store/lead-repository.ts';

const notFound = 'This submission does not exist. It may have been erased.';

/** One CSV cell (RFC 4180); a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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

/** The staff inbox: every submission, behind the admin session. */
export async function registerInboxRoutes(app: FastifyInstance, leads: LeadRepository, guards: AdminGuards) {
  await app.register(async (scope) => {
    // Checked before anything is read: a stranger learns nothing, not even whether an id exists.
    scope.addHook('onRequest', guards.requireSameOrigin);
    scope.addHook('onRequest', guards.requireAdmin);

    registerEndpoint(scope, inboxEndpoints.list, async (request) => {
      const { limit, cursor, ...filter } = request.query;
      const [page, unread] = await Promise.all([leads.list(filter, limit, cursor), leads.unreadCounts()]);
      return { ...page, unread };
    });

    registerEndpoint(scope, inboxEndpoints.csv, async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inbox-${stamp}.csv"`);
      const lines = [csvHeader.join(',')];
      for await (const batch of leads.export(request.query)) lines.push(...batch.map(csvRow));
      return reply.send(`${lines.join('\r\n')}\r\n`);
    });

    registerEndpoint(scope, inboxEndpoints.detail, async (request) => {
      const item = await leads.find(request.params.id, { markRead: true });
      if (!item) throw new RequestError(404, notFound);
      return { item };
    });

    registerEndpoint(scope, inboxEndpoints.update, async (request) => {
      const item = await leads.changeStatus(request.params.id, request.body.status, request.body.note);
      if (!item) throw new RequestError(404, notFound);
      return { item };
    });

    registerEndpoint(scope, inboxEndpoints.erase, async (request) => leads.erase(request.query.email));
  });
}
