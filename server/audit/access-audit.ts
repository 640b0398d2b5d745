import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '#contract/endpoint.ts';
import type { StaffPrincipal } from '../auth/admin-sessions.ts';
import type { AuditActor, AuditEvent, AuditLog } from './audit-log.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the handler read, for its endpoint's audit entry (see `noteAuditedRead`). */
    auditedRead?: Partial<AuditEvent>;
  }
}

/**
 * Names what a handler read or gave out, for the entry its endpoint's `audit` declaration makes:
 * the action when it depends on the record, the record, and details such as the ids listed. Never a
 * visitor's personal data (see `AuditLog.record`).
 */
export function noteAuditedRead(request: FastifyRequest, read: Partial<AuditEvent>): void {
  request.auditedRead = { ...request.auditedRead, ...read };
}

/** Runs of consecutive ids written as ranges ("3-7,9,12-40"): a long list stays short. */
export function idRanges(ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    runs.push(start === end ? String(sorted[start]) : `${sorted[start]}-${sorted[end]}`);
    start = end + 1;
  }
  return runs.join(',');
}

const staffPath = /^\/api\/(admin|staff)\//;

/** A staff endpoint: one that needs a staff session, or one of the sign-in and invitation endpoints. */
function isStaffEndpoint(endpoint: Endpoint): boolean {
  return endpoint.access !== 'public' || staffPath.test(endpoint.path);
}

/** The path's parameters besides `id`, which names the record: e.g. which reply's quotation. */
function otherParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null) return {};
  const { id: _id, ...rest } = params as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [name, /^\d+$/.test(String(value)) ? Number(value) : value]),
  );
}

function recordIdOf(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const id = (params as Record<string, unknown>).id;
  return id === undefined ? undefined : String(id);
}

export interface AccessAuditOptions {
  audit: AuditLog;
  /** Who a refused request's session belongs to (the checks that refused it did not say). */
  principalOf: (request: FastifyRequest) => Promise<StaffPrincipal | undefined>;
}

/**
 * One place records what the endpoints' definitions ask for: every 403 and 429 of a staff endpoint,
 * and the reads (and failed attempts) an endpoint declares in `audit`. The entry is written before
 * the answer leaves, so a read whose entry cannot be written is not answered (503).
 */
export function useAccessAudit(app: FastifyInstance, { audit, principalOf }: AccessAuditOptions) {
  const actorOf = async (request: FastifyRequest): Promise<AuditActor> => {
    const staff = request.staff ?? (await principalOf(request).catch(() => undefined));
    return {
      accountId: staff?.accountId ?? null,
      sessionRef: staff?.sessionRef ?? null,
      address: request.ip,
    };
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return payload;
    const status = reply.statusCode;
    if ((status === 403 || status === 429) && isStaffEndpoint(endpoint)) {
      try {
        await audit.record(await actorOf(request), {
          action: status === 403 ? 'access.denied' : 'access.throttled',
          recordType: 'endpoint',
          recordId: endpoint.operationId,
          details: { method: request.method, status },
        });
      } catch (error) {
        // The refusal stands whether or not it could be written down.
        request.log.warn({ err: error }, 'a refused request could not be written to the audit log');
      }
      return payload;
    }
    const declared = endpoint.audit;
    if (!declared) return payload;
    const action = request.auditedRead?.action ?? declared.action;
    if (status >= 200 && status < 300 && action) {
      const read = request.auditedRead ?? {};
      await audit.record(await actorOf(request), {
        action,
        recordType: read.recordType ?? declared.recordType,
        recordId: read.recordId ?? recordIdOf(request.params),
        details: read.details ?? otherParams(request.params),
      });
    } else if (status >= 400 && status < 500 && declared.failed) {
      await audit.record(await actorOf(request), {
        action: declared.failed,
        recordType: declared.recordType,
        details: { status },
      });
    }
    return payload;
  });
}
