import type { FastifyRequest } from 'fastify';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditActor } from './audit-log.ts';

/** The actor of a request that passed its endpoint's staff checks. */
export function staffActor(request: FastifyRequest): AuditActor {
  const staff = staffOf(request);
  return { accountId: staff.accountId, sessionRef: staff.sessionRef, address: request.ip };
}
