import './zod-setup.ts';
import { z } from 'zod';
import { csvFileAnswer, defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { leadKinds, type LeadKind, leadLimits, leadStatuses } from './lead-fields.ts';
import { sentQuotationSchema } from './quotation.ts';
import { safetyCaseSchema } from './safety-case.ts';
import { tooLongMessage } from './too-long-message.ts';

/** The staff inbox: the submissions as staff read, change, export and erase them, and its endpoints. */

export const statusChangeSchema = z.object({
  at: z.iso.datetime(),
  from: z.enum(leadStatuses),
  to: z.enum(leadStatuses),
  note: z.string().optional(),
});

/** A member of staff as the inbox names them. */
export const staffMemberRefSchema = z.object({ id: z.string(), displayName: z.string() });

export const assignmentChangeSchema = z.object({
  at: z.iso.datetime(),
  from: staffMemberRefSchema.nullable().meta({ description: 'The assignee before; null: nobody.' }),
  to: staffMemberRefSchema.nullable().meta({ description: 'The assignee after; null: nobody.' }),
  by: staffMemberRefSchema
    .nullable()
    .meta({ description: 'Who made the change; null: a session opened with the admin key.' }),
});

export const leadSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(leadKinds),
  status: z.enum(leadStatuses),
  name: z.string().optional(),
  email: z.string().optional(),
  summary: z.string(),
  createdAt: z.iso.datetime(),
  assignee: staffMemberRefSchema
    .optional()
    .meta({ description: 'The member of staff it is assigned to; absent while nobody is.' }),
  choices: z.record(z.string(), z.string()).optional().meta({
    description: 'The values the visitor picked from a list (e.g. the timeline), by field, as stored.',
  }),
  firstReplyAt: z.iso
    .datetime()
    .optional()
    .meta({ description: 'When staff first replied; absent while nobody has.' }),
  unread: z.boolean().meta({
    description:
      'Nobody has opened it since it arrived, or since the visitor last answered on their request’s page.',
  }),
});

/** One message of a submission's thread: a reply from staff, or the visitor's answer on their request's page. */
export const threadMessageSchema = z.object({
  at: z.iso.datetime(),
  from: z.enum(['staff', 'visitor']).meta({ description: 'Who wrote it.' }),
  author: staffMemberRefSchema.nullable().meta({
    description:
      'The member of staff who wrote it; null: a session opened with the admin key, or the visitor.',
  }),
  body: z.string(),
  mailed: z.boolean().meta({ description: 'Whether it was queued for the visitor’s address.' }),
  quotation: sentQuotationSchema.optional().meta({ description: 'The quotation the reply carried, if any.' }),
});

export const leadDetailSchema = leadSummarySchema.extend({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  consentAt: z.iso.datetime().optional(),
  history: z.array(statusChangeSchema),
  assignments: z.array(assignmentChangeSchema).meta({ description: 'Every assignment, oldest first.' }),
  thread: z
    .array(threadMessageSchema)
    .meta({ description: 'Every reply and every answer of the visitor, oldest first.' }),
  safetyCase: safetyCaseSchema
    .optional()
    .meta({ description: 'An adverse-event report’s drug-safety case; absent for other kinds.' }),
});

export type LeadSummary = z.infer<typeof leadSummarySchema>;
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;
export type AssignmentChange = z.infer<typeof assignmentChangeSchema>;
export type StaffMemberRef = z.infer<typeof staffMemberRefSchema>;
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const inboxPageMax = 100;

/** The assignment filters: assigned to the member of staff asking, or to nobody. */
export const assigneeFilters = ['mine', 'unassigned'] as const;

export const inboxQuerySchema = z.object({
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  assignee: z
    .enum(assigneeFilters, { error: 'Choose mine or unassigned.' })
    .optional()
    .meta({ description: '`mine`: assigned to the signed-in account; `unassigned`: to nobody.' }),
  reply: z.enum(['overdue'], { error: 'Choose overdue.' }).optional().meta({
    description:
      '`overdue`: new or in progress, no reply yet, and received more than 24 hours ago (quote requests, contact messages and adverse-event reports).',
  }),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(inboxPageMax).default(25),
  cursor: z.string().regex(/^\d+$/, 'cursor is the id to continue after').optional(),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export type InboxFilter = Omit<InboxQuery, 'limit' | 'cursor'>;

const unreadCount = z.int().nonnegative();
/** Unread submissions per kind (every kind named, so the document lists them). */
export const unreadCountsSchema = z.object({
  quote: unreadCount,
  contact: unreadCount,
  newsletter: unreadCount,
  'adverse-event': unreadCount,
  'medical-info': unreadCount,
  distributor: unreadCount,
} satisfies Record<LeadKind, z.ZodType>);

export const inboxListSchema = z.object({
  items: z.array(leadSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  unread: unreadCountsSchema,
});

export type InboxList = z.infer<typeof inboxListSchema>;

export const leadIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The longest note staff can keep with a change of status. */
const noteMax = 2000;

export const statusUpdateSchema = z.strictObject({
  status: z.enum(leadStatuses, { error: 'Choose a status: new, in-progress, handled or spam.' }),
  note: z.string().trim().max(noteMax, tooLongMessage('A note', noteMax)).optional(),
});

export const erasureQuerySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Give the email address to erase.')
    .max(leadLimits.emailMax)
    .pipe(z.email()),
});

export const erasureAnswerSchema = z.object({
  erased: z.number().int().meta({ description: 'Submissions deleted.' }),
  anonymised: z
    .number()
    .int()
    .meta({ description: 'Adverse-event reports whose reporter details were removed.' }),
  recallSubscriptions: z
    .number()
    .int()
    .meta({ description: 'Subscriptions of the address to recall notices, deleted.' }),
  unsentMails: z
    .number()
    .int()
    .meta({ description: 'Replies to that address still waiting for the mail server, dropped unsent.' }),
});

export const leadNotFoundMessage = 'This submission does not exist. It may have been erased.';

export const inboxTags = ['inbox'] as const;
export const notFoundAnswer = errorAnswer('No submission has this id; it may have been erased.');
export const detailAnswer = z.object({ item: leadDetailSchema });

const list = defineEndpoint({
  method: 'GET',
  path: '/api/inbox',
  operationId: 'listInbox',
  summary: 'List submissions, newest first',
  description:
    'A page of submissions matching the filters (kind, status, assignee, overdue, a search in reference, ' +
    'name, email and summary), with the total and the unread count per kind. `nextCursor` continues the list. ' +
    '`assignee=mine` needs a session of a staff account (400 for the admin key, which has none).',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  audit: { action: 'submission.list', recordType: 'submission' },
  query: inboxQuerySchema,
  answers: {
    200: { description: 'A page of submissions.', schema: inboxListSchema },
  },
});

const csv = defineEndpoint({
  method: 'GET',
  path: '/api/inbox.csv',
  operationId: 'exportInbox',
  summary: 'Download the matching submissions as CSV',
  description:
    'Every submission matching the filters as an RFC 4180 CSV file with a header row: reference, kind, status, ' +
    'received, assignee, the person’s name, email and phone, then one column per other field of any form, ' +
    'each once, with the labels the forms show. Times are in IST (`2026-11-25 21:47 IST`). A cell starting ' +
    'with =, +, - or @ is prefixed with an apostrophe so a spreadsheet never runs it.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  audit: { action: 'submission.export', recordType: 'submission' },
  query: inboxQuerySchema.omit({ limit: true, cursor: true }),
  answers: {
    200: csvFileAnswer('inbox'),
  },
});

const detail = defineEndpoint({
  method: 'GET',
  path: '/api/inbox/{id}',
  operationId: 'readInboxItem',
  summary: 'Read one submission',
  description:
    'The submission with all its fields, its status and assignment history and its thread of replies; marks ' +
    'it as read.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  audit: { action: 'submission.read', recordType: 'submission' },
  params: leadIdParamsSchema,
  answers: {
    200: { description: 'The submission.', schema: detailAnswer },
    404: notFoundAnswer,
  },
});

const update = defineEndpoint({
  method: 'PATCH',
  path: '/api/inbox/{id}',
  operationId: 'changeInboxItemStatus',
  summary: 'Change the status of a submission',
  description: 'Sets the status (with an optional note), recorded in the submission’s history.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  params: leadIdParamsSchema,
  body: statusUpdateSchema,
  answers: {
    200: { description: 'The submission after the change.', schema: detailAnswer },
    404: notFoundAnswer,
  },
});

const erase = defineEndpoint({
  method: 'DELETE',
  path: '/api/personal-data',
  operationId: 'erasePersonalData',
  summary: 'Erase the personal data of one email address',
  description:
    'Deletes every submission from that address; adverse-event reports, which must be kept, lose the ' +
    'reporter’s details instead. Mails to the address still waiting in the outbox are dropped unsent.',
  tags: inboxTags,
  access: staffOnly('safety'),
  query: erasureQuerySchema,
  answers: {
    200: { description: 'What was erased.', schema: erasureAnswerSchema },
  },
});

/** The inbox's endpoints: one definition each, used by the server routes and the staff screen. */
export const inboxEndpoints = { list, csv, detail, update, erase };
