import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leadNotFoundMessage as notFound } from '#contract/inbox.ts';
import {
  assignmentMessages,
  inboxAssignmentEndpoints,
  rolesDoNotCoverMessage,
} from '#contract/inbox-assignment.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import type { LeadAssignmentRepository } from '../store/lead-assignment-repository.ts';
import type { LeadRepository } from '../store/lead-repository.ts';
import type { StaffAccount, StaffAccountRepository } from '../store/staff-account-repository.ts';

export interface InboxAssignmentStores {
  leads: LeadRepository;
  leadAssignments: LeadAssignmentRepository;
  staffAccounts: StaffAccountRepository;
}

/** Whether the account may be given a submission of this kind: active, with roles that cover it. */
const handles = (account: StaffAccount, kind: LeadKind) =>
  account.disabledAt === null && leadKindsOf(account.roles).includes(kind);

function refuse(message: string): never {
  throw new RequestError(400, message, { accountId: message });
}

/** The account, when a submission of this kind may be assigned to it; else a 400 saying why not. */
function assignable(account: StaffAccount | undefined, kind: LeadKind): StaffAccount {
  if (!account) return refuse(assignmentMessages.accountNotFound);
  if (account.disabledAt !== null) return refuse(assignmentMessages.accountDisabled);
  if (!handles(account, kind)) return refuse(rolesDoNotCoverMessage(kind));
  return account;
}

/**
 * Assigning submissions to the staff who handle them. Like the rest of the inbox, a kind the
 * caller's roles do not cover does not exist for them (404, or nobody to assign it to).
 */
export function registerInboxAssignmentRoutes(
  app: FastifyInstance,
  { leads, leadAssignments, staffAccounts }: InboxAssignmentStores,
  audit: AuditLog,
) {
  const kindsOf = (request: FastifyRequest) => leadKindsOf(staffOf(request).roles);

  /** Gives the submission to `to` (null: nobody); a change is logged with account ids only. */
  async function reassign(request: FastifyRequest, id: number, to: string | null) {
    const kinds = kindsOf(request);
    const outcome = await leadAssignments.assign(id, to, staffOf(request).accountId, kinds);
    if (!outcome) throw new RequestError(404, notFound);
    if (outcome.changed) {
      await audit.record(staffActor(request), {
        action: 'submission.assign',
        recordType: 'submission',
        recordId: String(id),
        details: { from: outcome.from, to: outcome.to },
      });
    }
    const item = await leads.find(id, { kinds });
    if (!item) throw new RequestError(404, notFound);
    return { item };
  }

  registerEndpoint(app, inboxAssignmentEndpoints.assign, async (request) => {
    const lead = await leads.find(request.params.id, { kinds: kindsOf(request) });
    if (!lead) throw new RequestError(404, notFound);
    const account = assignable(await staffAccounts.find(request.body.accountId), lead.kind);
    return reassign(request, lead.id, account.id);
  });

  registerEndpoint(app, inboxAssignmentEndpoints.unassign, (request) =>
    reassign(request, request.params.id, null),
  );

  registerEndpoint(app, inboxAssignmentEndpoints.assignees, async (request) => {
    const { kind } = request.query;
    if (!kindsOf(request).includes(kind)) return { accounts: [] };
    const accounts = await staffAccounts.list();
    return {
      accounts: accounts
        .filter((account) => handles(account, kind))
        .map(({ id, displayName }) => ({ id, displayName })),
    };
  });
}
