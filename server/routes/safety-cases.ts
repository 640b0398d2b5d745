import type { FastifyInstance } from 'fastify';
import { leadNotFoundMessage as notFound } from '#contract/inbox.ts';
import { safetyCaseEndpoints, safetyCaseMessages } from '#contract/safety-case-assessment.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { LeadRepository } from '../store/lead-repository.ts';
import type { SafetyCaseRepository } from '../store/safety-case-repository.ts';

/** Drug safety assesses adverse-event reports as cases; every assessment is in the audit log. */
export function registerSafetyCaseRoutes(
  app: FastifyInstance,
  { leads, safetyCases }: { leads: LeadRepository; safetyCases: SafetyCaseRepository },
  audit: AuditLog,
) {
  registerEndpoint(app, safetyCaseEndpoints.assess, async (request) => {
    const kinds = leadKindsOf(staffOf(request).roles);
    const lead = await leads.find(request.params.id, { kinds });
    if (!lead) throw new RequestError(404, notFound);
    if (lead.kind !== 'adverse-event') throw new RequestError(400, safetyCaseMessages.notAReport);
    const update = request.body;
    const change = await safetyCases.save(lead.id, update, staffOf(request).accountId);
    // Criteria, dates and whether it was reported: nothing of the reporter or the patient.
    await audit.record(staffActor(request), {
      action: 'safety-case.assess',
      recordType: 'submission',
      recordId: String(lead.id),
      details: {
        before: change.before,
        after: {
          criteria: update.criteria,
          dayZero: update.dayZero,
          pvpiReportedOn: update.pvpiReportedOn ?? null,
        },
      },
    });
    const item = await leads.find(lead.id, { kinds });
    if (!item) throw new RequestError(404, notFound);
    return { item };
  });
}
