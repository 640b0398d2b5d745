import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inboxEndpoints,
  leadFieldLabels,
  leadKindLabels,
  leadKinds,
  type LeadDetail,
  leadStatusLabels,
} from '#contract/leads.ts';
import type { AdminGuards } from '../auth/admin-guards.ts';
import { RequestError } from '../http/request-error.ts';
import type { LeadRepository } from '../store/lead-repository.ts';

const notFound = 'This submission does not exist. It may have been erased.';

/** One CSV cell (RFC 4180); a leading =, +, - or @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const fieldColumns = [...new Set(leadKinds.flatMap((kind) => Object.keys(leadFieldLabels[kind])))];
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
    scope.setValidatorCompiler(validatorCompiler);
    scope.setSerializerCompiler(serializerCompiler);
    // Checked before anything is read: a stranger learns nothing, not even whether an id exists.
    scope.addHook('onRequest', guards.requireSameOrigin);
    scope.addHook('onRequest', guards.requireAdmin);
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.route({
      ...inboxEndpoints.list,
      handler: async (request) => {
        const { limit, cursor, ...filter } = request.query;
        const [page, unread] = await Promise.all([leads.list(filter, limit, cursor), leads.unreadCounts()]);
        return { ...page, unread };
      },
    });

    routes.route({
      ...inboxEndpoints.csv,
      handler: async (request, reply) => {
        const stamp = new Date().toISOString().slice(0, 10);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="inbox-${stamp}.csv"`);
        const lines = [csvHeader.join(',')];
        for await (const batch of leads.export(request.query)) lines.push(...batch.map(csvRow));
        return reply.send(`${lines.join('\r\n')}\r\n`);
      },
    });

    routes.route({
      ...inboxEndpoints.detail,
      handler: async (request) => {
        const item = await leads.find(request.params.id, { markRead: true });
        if (!item) throw new RequestError(404, notFound);
        return { item };
      },
    });

    routes.route({
      ...inboxEndpoints.update,
      handler: async (request) => {
        const item = await leads.changeStatus(request.params.id, request.body.status, request.body.note);
        if (!item) throw new RequestError(404, notFound);
        return { item };
      },
    });

    routes.route({
      ...inboxEndpoints.erase,
      handler: async (request) => leads.erase(request.query.email),
    });
  });
}
