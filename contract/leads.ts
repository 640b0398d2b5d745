import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import {
  adminAnswers,
  bodyAnswers,
  bodyLimits,
  bodyTooLargeAnswer,
  defineEndpoint,
  errorAnswers,
} from './endpoint.ts';
import {
  leadKinds,
  type LeadKind,
  leadLimits,
  leadStatuses,
  submissionPaths,
  submissionRateLimit,
  type SubmissionFields,
} from './lead-fields.ts';
import { reporterTypeOptions, seriousnessOptions, timelineOptions } from './lead-options.ts';
import { leadMessages } from './lead-texts.ts';
import { isPlainText } from './plain-text.ts';

export * from './lead-fields.ts';
export * from './lead-texts.ts';

/**
 * The schemas of what a visitor can send the company (quote requests, contact messages, newsletter
 * sign-ups, adverse-event reports) and of the staff inbox. The same schemas check the browser forms
 * and the server; form posts (no JavaScript) arrive as strings, so numbers and checkboxes accept
 * their form spelling too.
 */

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

const storable = (multiline: boolean) => (text: string) => isPlainText(text, { multiline });

const requiredText = (max: number, required: string, tooLong: string, multiline = false) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(storable(multiline), leadMessages.invalidCharacters);

/** Optional text: blank means none. */
const optionalText = (max: number, tooLong: string, multiline = false) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .refine(storable(multiline), leadMessages.invalidCharacters)
    .optional()
    .transform((value) => (value ? value : undefined));

const emailSchema = z
  .string({ error: leadMessages.emailRequired })
  .trim()
  .min(1, leadMessages.emailRequired)
  .max(leadLimits.emailMax, leadMessages.emailTooLong)
  .pipe(z.email({ error: leadMessages.emailInvalid }))
  .transform((email) => email.toLowerCase());

const optionalEmail = z
  .string({ error: leadMessages.emailInvalid })
  .trim()
  .max(leadLimits.emailMax, leadMessages.emailTooLong)
  .refine((email) => email === '' || z.email().safeParse(email).success, leadMessages.emailInvalid)
  .optional()
  .transform((email) => (email ? email.toLowerCase() : undefined));

const phoneSchema = z
  .string({ error: leadMessages.phoneInvalid })
  .trim()
  .max(leadLimits.phoneMax, leadMessages.phoneInvalid)
  .regex(/^$|^\+?[0-9 ()-]{6,}$/, leadMessages.phoneInvalid)
  .optional()
  .transform((phone) => (phone ? phone : undefined));

/** A ticked checkbox: `true` in JSON, "on" (or "true") from a form. */
const ticked = (message: string) =>
  z.preprocess(
    (value) => value === true || value === 'on' || value === 'true',
    z.literal(true, { error: message }),
  );

/** An optional checkbox: absent or unticked is false. */
const optionalTick = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true',
  z.boolean(),
);

/** A choice from a list; blank means none. */
const optionalChoice = <T extends string>(choices: [T, ...T[]], message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(choices, { error: message }).optional());

/**
 * Fields the server uses against spam and drops: `website` is hidden from people (a robot fills it),
 * `elapsedMs` is how long the page was open before sending (set by the page's script).
 */
const spamGuardFields = {
  website: z.string().max(200).optional(),
  elapsedMs: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value === '' ? undefined : value),
    z.number().nonnegative().optional(),
  ),
};

export const quoteRequestSchema = z.strictObject({
  fullName: requiredText(leadLimits.nameMax, leadMessages.fullNameRequired, leadMessages.nameTooLong),
  email: emailSchema,
  phone: phoneSchema,
  company: optionalText(leadLimits.companyMax, leadMessages.companyTooLong),
  productName: requiredText(
    leadLimits.productNameMax,
    leadMessages.productNameRequired,
    leadMessages.productNameTooLong,
  ),
  quantity: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return undefined;
      return /^\d+$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? leadMessages.quantityRequired : leadMessages.quantityInvalid,
      })
      .int(leadMessages.quantityInvalid)
      .min(1, leadMessages.quantityInvalid)
      .max(leadLimits.quantityMax, leadMessages.quantityInvalid),
  ),
  requirements: optionalText(leadLimits.requirementsMax, leadMessages.requirementsTooLong, true),
  timeline: optionalChoice(values(timelineOptions), leadMessages.timelineInvalid),
  agreed: ticked(leadMessages.agreementRequired),
  ...spamGuardFields,
});

export const contactMessageSchema = z.strictObject({
  name: requiredText(leadLimits.nameMax, leadMessages.nameRequired, leadMessages.nameTooLong),
  email: emailSchema,
  phone: phoneSchema,
  subject: requiredText(leadLimits.subjectMax, leadMessages.subjectRequired, leadMessages.subjectTooLong),
  message: requiredText(
    leadLimits.messageMax,
    leadMessages.messageRequired,
    leadMessages.messageTooLong,
    true,
  ),
  terms: ticked(leadMessages.termsRequired),
  ...spamGuardFields,
});

export const newsletterSubscriptionSchema = z.strictObject({
  email: emailSchema,
  ...spamGuardFields,
});

function isPastOrToday(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  // A day of grace for time zones east of UTC.
  return Number.isFinite(time) && time <= Date.now() + 24 * 60 * 60 * 1000;
}

export const adverseEventReportSchema = z
  .strictObject({
    reporterName: requiredText(
      leadLimits.nameMax,
      leadMessages.reporterNameRequired,
      leadMessages.nameTooLong,
    ),
    reporterEmail: optionalEmail,
    reporterPhone: phoneSchema,
    reporterType: z.enum(values(reporterTypeOptions), { error: leadMessages.reporterTypeInvalid }),
    productName: requiredText(
      leadLimits.productNameMax,
      leadMessages.aeProductRequired,
      leadMessages.productNameTooLong,
    ),
    batchNumber: optionalText(leadLimits.batchNumberMax, leadMessages.batchNumberTooLong),
    description: requiredText(
      leadLimits.messageMax,
      leadMessages.descriptionRequired,
      leadMessages.descriptionTooLong,
      true,
    ),
    startedOn: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.iso
        .date({ error: leadMessages.startedOnInvalid })
        .refine(isPastOrToday, leadMessages.startedOnInvalid)
        .optional(),
    ),
    seriousness: z.enum(values(seriousnessOptions), { error: leadMessages.seriousnessInvalid }),
    consentToContact: optionalTick,
    ...spamGuardFields,
  })
  .refine((report) => Boolean(report.reporterEmail || report.reporterPhone), {
    path: ['reporterEmail'],
    message: leadMessages.reporterContactRequired,
    // Checked beside the other fields' errors, so the form shows them all at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** Drops the spam-guard fields and the absent ones: what is kept of a submission. */
export function submissionFields(parsed: Record<string, unknown>): SubmissionFields {
  const fields: SubmissionFields = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'website' || key === 'elapsedMs' || value === undefined) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return fields;
}

export const submissionAnswerSchema = z.object({
  reference: z.string().meta({ description: 'The human reference of the submission, e.g. Q-2026-7K3M9PXD.' }),
});

const submissionTags = ['submissions'] as const;
const formContentType = 'application/x-www-form-urlencoded';
const refusalPage = z.string().meta({ description: 'An HTML page with the messages and the form again.' });

/** One public form's endpoint: JSON (answered 201 with the reference) or a plain form post (303). */
function submissionEndpoint<Kind extends LeadKind, Schema extends z.ZodType>(
  kind: Kind,
  body: Schema,
  naming: { operationId: string; summary: string; what: string },
) {
  return defineEndpoint({
    method: 'POST',
    path: submissionPaths[kind].url,
    operationId: naming.operationId,
    summary: naming.summary,
    description:
      `Stores ${naming.what} and, when mail is configured, notifies the company. Takes JSON (answered 201 ` +
      'with the reference) or a plain form post (answered 303 to the confirmation page, and refusals as an ' +
      'HTML page with the form again), so the form works without JavaScript. A filled `website` field or ' +
      'an `elapsedMs` under the minimum is refused as spam; each network may send (by default) ' +
      `${submissionRateLimit.max} of a kind per ${submissionRateLimit.windowMs / 60_000} minutes.`,
    tags: submissionTags,
    access: 'public',
    body,
    bodyMediaTypes: ['application/json', formContentType],
    bodyLimit: bodyLimits.submission,
    answers: {
      201: { description: 'Stored; the answer carries the reference.', schema: submissionAnswerSchema },
      303: {
        description:
          'Stored (form post); the Location is the confirmation page with `?ref=` the reference and ' +
          '`&receipt=` a secret that lets that page show it.',
        headers: {
          Location: {
            description: 'The confirmation page, with the reference and its receipt.',
            schema: z.string(),
          },
        },
      },
      400: {
        description:
          'Not an object, invalid fields (listed in `fields`), or caught by a spam guard; a form post gets an HTML page.',
        schema: apiErrorSchema,
        media: { 'text/html': refusalPage },
      },
      413: bodyTooLargeAnswer(bodyLimits.submission),
      415: {
        description: 'The body is neither application/json nor application/x-www-form-urlencoded.',
        schema: apiErrorSchema,
      },
      429: {
        description: 'Too many submissions of this kind from this network; a form post gets an HTML page.',
        schema: apiErrorSchema,
        media: { 'text/html': refusalPage },
        headers: {
          'Retry-After': { description: 'Seconds to wait before sending again.', schema: z.int().positive() },
        },
      },
      503: errorAnswers.storeUnavailable,
    },
  });
}

/** Each kind's endpoint: where its form posts, what it takes and answers. */
export const submissionEndpoints = {
  quote: submissionEndpoint('quote', quoteRequestSchema, {
    operationId: 'submitQuoteRequest',
    summary: 'Send a quote request',
    what: 'a request for a quotation',
  }),
  contact: submissionEndpoint('contact', contactMessageSchema, {
    operationId: 'sendContactMessage',
    summary: 'Send a message to the company',
    what: 'a message from the contact form',
  }),
  newsletter: submissionEndpoint('newsletter', newsletterSubscriptionSchema, {
    operationId: 'subscribeToNewsletter',
    summary: 'Subscribe to the newsletter',
    what: 'a newsletter sign-up',
  }),
  'adverse-event': submissionEndpoint('adverse-event', adverseEventReportSchema, {
    operationId: 'reportAdverseEvent',
    summary: 'Report a suspected adverse event',
    what: 'a report of a suspected adverse drug reaction',
  }),
};

// The staff inbox.

export const statusChangeSchema = z.object({
  at: z.iso.datetime(),
  from: z.enum(leadStatuses),
  to: z.enum(leadStatuses),
  note: z.string().optional(),
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
});

export const leadDetailSchema = leadSummarySchema.extend({
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  consentAt: z.iso.datetime().optional(),
  history: z.array(statusChangeSchema),
});

export type LeadSummary = z.infer<typeof leadSummarySchema>;
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const inboxPageMax = 100;

export const inboxQuerySchema = z.object({
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
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
} satisfies Record<LeadKind, z.ZodType>);

export const inboxListSchema = z.object({
  items: z.array(leadSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
  unread: unreadCountsSchema,
});

export type InboxList = z.infer<typeof inboxListSchema>;

export const leadIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const statusUpdateSchema = z.strictObject({
  status: z.enum(leadStatuses, { error: 'Choose a status: new, in-progress, handled or spam.' }),
  note: z.string().trim().max(2000, 'A note can have at most 2000 characters.').optional(),
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
});

const inboxTags = ['inbox'] as const;
const notFoundAnswer = {
  description: 'No submission has this id; it may have been erased.',
  schema: apiErrorSchema,
};
const detailAnswer = z.object({ item: leadDetailSchema });

const list = defineEndpoint({
  method: 'GET',
  path: '/api/inbox',
  operationId: 'listInbox',
  summary: 'List submissions, newest first',
  description:
    'A page of submissions matching the filters (kind, status, a search in reference, name, email and ' +
    'summary), with the total and the unread count per kind. `nextCursor` continues the list.',
  tags: inboxTags,
  access: 'admin',
  query: inboxQuerySchema,
  answers: {
    200: { description: 'A page of submissions.', schema: inboxListSchema },
    400: errorAnswers.invalidQuery,
    ...adminAnswers,
    503: errorAnswers.storeUnavailable,
  },
});

const csv = defineEndpoint({
  method: 'GET',
  path: '/api/inbox.csv',
  operationId: 'exportInbox',
  summary: 'Download the matching submissions as CSV',
  description:
    'Every submission matching the filters as an RFC 4180 CSV file, one column per field of any form. A ' +
    'cell starting with =, +, - or @ is prefixed with an apostrophe so a spreadsheet never runs it.',
  tags: inboxTags,
  access: 'admin',
  query: inboxQuerySchema.omit({ limit: true, cursor: true }),
  answers: {
    200: {
      description: 'The CSV file.',
      media: { 'text/csv': z.string().meta({ description: 'RFC 4180 CSV with a header row.' }) },
      headers: {
        'Content-Disposition': {
          description: 'An attachment named inbox-YYYY-MM-DD.csv.',
          schema: z.string(),
        },
      },
    },
    400: errorAnswers.invalidQuery,
    ...adminAnswers,
    503: errorAnswers.storeUnavailable,
  },
});

const detail = defineEndpoint({
  method: 'GET',
  path: '/api/inbox/{id}',
  operationId: 'readInboxItem',
  summary: 'Read one submission',
  description: 'The submission with all its fields and its status history; marks it as read.',
  tags: inboxTags,
  access: 'admin',
  params: leadIdParamsSchema,
  answers: {
    200: { description: 'The submission.', schema: detailAnswer },
    ...adminAnswers,
    404: notFoundAnswer,
    503: errorAnswers.storeUnavailable,
  },
});

const update = defineEndpoint({
  method: 'PATCH',
  path: '/api/inbox/{id}',
  operationId: 'changeInboxItemStatus',
  summary: 'Change the status of a submission',
  description: 'Sets the status (with an optional note), recorded in the submission’s history.',
  tags: inboxTags,
  access: 'admin',
  params: leadIdParamsSchema,
  body: statusUpdateSchema,
  answers: {
    200: { description: 'The submission after the change.', schema: detailAnswer },
    ...bodyAnswers,
    ...adminAnswers,
    404: notFoundAnswer,
    503: errorAnswers.storeUnavailable,
  },
});

const erase = defineEndpoint({
  method: 'DELETE',
  path: '/api/personal-data',
  operationId: 'erasePersonalData',
  summary: 'Erase the personal data of one email address',
  description:
    'Deletes every submission from that address; adverse-event reports, which must be kept, lose the ' +
    'reporter’s details instead.',
  tags: inboxTags,
  access: 'admin',
  query: erasureQuerySchema,
  answers: {
    200: { description: 'What was erased.', schema: erasureAnswerSchema },
    400: errorAnswers.invalidQuery,
    ...adminAnswers,
    503: errorAnswers.storeUnavailable,
  },
});

/** The inbox's endpoints: one definition each, used by the server routes and the staff screen. */
export const inboxEndpoints = { list, csv, detail, update, erase };

export { apiErrorSchema };
