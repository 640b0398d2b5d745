import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, staffOnly } from './endpoint.ts';
import {
  detailAnswer,
  inboxTags,
  leadIdParamsSchema,
  notFoundAnswer,
  staffMemberRefSchema,
} from './inbox.ts';
import { leadKinds, type LeadKind } from './lead-fields.ts';
import { leadKindLabels } from './lead-texts.ts';

/** Who handles a submission: assigning it to a member of staff whose roles cover its kind. */

export const assignmentMessages = {
  accountRequired: 'Choose the member of staff to assign this submission to.',
  accountNotFound: 'No staff account has this id. Choose someone from the list.',
  accountDisabled: 'This staff account is disabled. Choose someone whose account is active.',
  kindRequired: 'Say which kind of submission to list the staff for.',
  mineWithoutAccount:
    'The admin key has no account, so nothing is assigned to it. Sign in with your own staff account to see what is assigned to you.',
  /** Beside the filter, where the admin key cannot choose "Mine". */
  mineNeedsAccount: '“Mine” needs your own staff account; the admin key has none.',
} as const;

/** The refusal of an assignee whose roles do not cover the kind, e.g. "… do not cover quote requests …". */
export function rolesDoNotCoverMessage(kind: LeadKind): string {
  return `This person’s roles do not cover ${leadKindLabels[kind].toLowerCase()}s. Choose someone who handles them.`;
}

export const assignmentSchema = z.strictObject({
  accountId: z
    .string({ error: assignmentMessages.accountRequired })
    .trim()
    .min(1, assignmentMessages.accountRequired)
    .max(64, assignmentMessages.accountNotFound)
    .meta({ description: 'The staff account to assign it to: active, with roles that cover its kind.' }),
});

export const assigneesQuerySchema = z.object({
  kind: z.enum(leadKinds, { error: assignmentMessages.kindRequired }),
});

export const assigneesAnswerSchema = z.object({
  accounts: z.array(staffMemberRefSchema).meta({
    description:
      'The active accounts whose roles cover the kind, by name; empty for a kind the caller does not handle.',
  }),
});

const assign = defineEndpoint({
  method: 'PUT',
  path: '/api/inbox/{id}/assignee',
  operationId: 'assignInboxItem',
  summary: 'Assign a submission to a member of staff',
  description:
    'Makes the account the submission’s assignee; the change is kept in its assignment history. The account ' +
    'must be active and its roles must cover the submission’s kind (400 otherwise). Assigning it to its ' +
    'assignee again changes nothing.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  params: leadIdParamsSchema,
  body: assignmentSchema,
  answers: {
    200: { description: 'The submission after the change.', schema: detailAnswer },
    404: notFoundAnswer,
  },
});

const unassign = defineEndpoint({
  method: 'DELETE',
  path: '/api/inbox/{id}/assignee',
  operationId: 'unassignInboxItem',
  summary: 'Take a submission’s assignee off it',
  description:
    'Leaves the submission assigned to nobody; the change is kept in its assignment history. A submission ' +
    'assigned to nobody stays so.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  params: leadIdParamsSchema,
  answers: {
    200: { description: 'The submission after the change.', schema: detailAnswer },
    404: notFoundAnswer,
  },
});

const assignees = defineEndpoint({
  method: 'GET',
  path: '/api/inbox/assignees',
  operationId: 'listInboxAssignees',
  summary: 'List the staff a kind of submission can be assigned to',
  description:
    'The id and name of every active staff account whose roles cover the kind (the owner’s cover all), for ' +
    'the assignment menu of the inbox.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  query: assigneesQuerySchema,
  answers: {
    200: { description: 'The accounts, by name.', schema: assigneesAnswerSchema },
  },
});

/** The assignment endpoints of the inbox. */
export const inboxAssignmentEndpoints = { assign, unassign, assignees };
