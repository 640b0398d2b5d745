import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '#contract/audit.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { noteAuditedRead } from '../audit/access-audit.ts';
import { staffActor } from '../audit/request-audit.ts';
import { csvFile } from '../http/csv.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import type { AuditEntry, AuditFilter, AuditRepository } from '../store/audit-repository.ts';

const view = (entry: AuditEntry) => ({ ...entry, at: new Date(entry.at).toISOString() });

const csvHeader = [
  'seq',
  'at',
  'accountId',
  'sessionRef',
  'action',
  'recordType',
  'recordId',
  'details',
  'addressHash',
  'prevHash',
  'hash',
];

const filterOf = (query: {
  accountId?: string;
  action?: AuditFilter['action'];
  recordType?: string;
  recordId?: string;
  from?: string;
  to?: string;
}): AuditFilter => ({
  accountId: query.accountId,
  action: query.action,
  recordType: query.recordType,
  recordId: query.recordId,
  from: query.from === undefined ? undefined : Date.parse(query.from),
  to: query.to === undefined ? undefined : Date.parse(query.to),
});

const exportBatch = 1000;

/** The owner reads and exports the audit log. */
export function registerAuditRoutes(app: FastifyInstance, entries: AuditRepository, audit: AuditLog) {
  registerEndpoint(app, auditEndpoints.list, async (request) => {
    const { limit, before } = request.query;
    const page = await entries.list(filterOf(request.query), { beforeSeq: before, limit: limit + 1 });
    const shown = page.slice(0, limit);
    noteAuditedRead(request, {
      details: { ...request.query, seqs: shown.length > 0 ? `${shown.at(-1)!.seq}-${shown[0]!.seq}` : '' },
    });
    return { entries: shown.map(view), nextBefore: page.length > limit ? (shown.at(-1)?.seq ?? null) : null };
  });

  registerEndpoint(app, auditEndpoints.csv, async (request, reply) => {
    const filter = filterOf(request.query);
    const rows: unknown[][] = [];
    for (let before: number | undefined; ;) {
      const page = await entries.list(filter, { beforeSeq: before, limit: exportBatch });
      for (const entry of page) {
        const shown = view(entry);
        rows.push(
          csvHeader.map((column) =>
            column === 'details' ? JSON.stringify(shown.details) : shown[column as keyof typeof shown],
          ),
        );
      }
      if (page.length < exportBatch) break;
      before = page.at(-1)?.seq;
    }
    await audit.record(staffActor(request), {
      action: 'audit.export',
      details: { ...request.query, rows: rows.length },
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
      .send(csvFile(csvHeader, rows));
  });
}
