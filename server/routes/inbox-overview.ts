import type { FastifyInstance } from 'fastify';
import { inboxOverviewEndpoints } from '#contract/inbox-overview.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { staffOf } from '../auth/admin-guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import type { LeadOverviewRepository } from '../store/lead-overview-repository.ts';

/** The inbox at a glance, for the kinds the caller's roles cover. */
export function registerInboxOverviewRoutes(app: FastifyInstance, overview: LeadOverviewRepository) {
  registerEndpoint(app, inboxOverviewEndpoints.overview, (request) =>
    overview.read(leadKindsOf(staffOf(request).roles)),
  );
}
