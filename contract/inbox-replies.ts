import './zod-setup.ts';
import { z } from 'zod';
import { type Answer, defineEndpoint, staffOnly } from './endpoint.ts';
import { detailAnswer, inboxTags, leadIdParamsSchema, notFoundAnswer } from './inbox.ts';
import type { LeadKind, LeadStatus } from './lead-fields.ts';
import { type PlainTextRefusals, requiredPlainText } from './plain-text-field.ts';
import { quotationSchema } from './quotation.ts';
import { replyLimits, replyPromiseHours } from './reply-rules.ts';
import { tooLongMessage } from './too-long-message.ts';

/** Staff answering a submission from the inbox, and the promise of a reply within 24 hours. */

export { replyLimits, replyPromiseHours } from './reply-rules.ts';

/** The kinds that ask for an answer; a newsletter sign-up asks for none. */
export const replyKinds = [
  'quote',
  'contact',
  'adverse-event',
  'medical-info',
  'distributor',
] as const satisfies readonly LeadKind[];

/** The statuses in which a submission still waits for its answer. */
export const awaitingStatuses = ['new', 'in-progress'] as const satisfies readonly LeadStatus[];

export const replyMessages = {
  bodyRequired: 'Write the reply before sending it.',
  bodyTooLong: tooLongMessage('A reply', replyLimits.bodyMax),
  bodyInvalid: 'The reply holds characters that cannot be mailed. Remove them and send it again.',
  newsletter: 'A newsletter sign-up asks no question, so it takes no reply.',
  noAddress:
    'There is no email address to reply to: the reporter did not give one, did not agree to be contacted, or had their details erased.',
} as const;

/** When the answer to a submission of this kind, received at `createdAt`, is due; undefined when none is. */
export function replyDueAt(kind: LeadKind, createdAt: string): string | undefined {
  if (!(replyKinds as readonly LeadKind[]).includes(kind)) return undefined;
  return new Date(Date.parse(createdAt) + replyPromiseHours * 60 * 60 * 1000).toISOString();
}

/**
 * Overdue: it asks for an answer, is still new or in progress, has had no reply, and the promised
 * hours have passed. The server's "overdue" filter asks the database the same question.
 */
export function isOverdue(
  item: { kind: LeadKind; status: LeadStatus; createdAt: string; firstReplyAt?: string },
  now: Date,
): boolean {
  const due = replyDueAt(item.kind, item.createdAt);
  return (
    due !== undefined &&
    item.firstReplyAt === undefined &&
    (awaitingStatuses as readonly LeadStatus[]).includes(item.status) &&
    now.getTime() > Date.parse(due)
  );
}

/** "3 h 20 min", "2 days 4 h", "45 min": how long a reply took. */
export function durationText(fromIso: string, toIso: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} ${hours} h`;
  if (hours > 0) return `${hours} h ${rest} min`;
  return `${rest} min`;
}

/** The text of a message in a request's thread, a reply or a visitor's answer: plain text over lines. */
export const threadMessageBody = (refusals: PlainTextRefusals) =>
  requiredPlainText(replyLimits.bodyMax, refusals, { multiline: true });

export const replySchema = z.strictObject({
  body: threadMessageBody({
    required: replyMessages.bodyRequired,
    tooLong: replyMessages.bodyTooLong,
    invalid: replyMessages.bodyInvalid,
  }).meta({ description: 'The answer, as plain text; it is mailed to the visitor as written.' }),
  quotation: quotationSchema
    .optional()
    .meta({ description: 'Prices for a quote request, mailed beneath the text with their totals.' }),
});

export const replyAnswerSchema = detailAnswer.extend({
  mailedTo: z.string().nullable().meta({
    description:
      'The address the reply was queued for; null when no mail server is set (SMTP_URL), so it was kept in the thread only.',
  }),
});

const reply = defineEndpoint({
  method: 'POST',
  path: '/api/inbox/{id}/replies',
  operationId: 'replyToInboxItem',
  summary: 'Answer a submission',
  description:
    'Keeps the reply in the submission’s thread and, when a mail server is set, queues it in the same ' +
    'transaction for the visitor’s address (sent at least once, retried). The first reply ends the wait ' +
    'counted against the promise of an answer within 24 hours. A reply to a quote request may carry a ' +
    'quotation (400 for other kinds). Newsletter sign-ups take no reply, and a ' +
    'report without an address the reporter agreed to be contacted at cannot get one (400).',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  params: leadIdParamsSchema,
  body: replySchema,
  answers: {
    201: { description: 'The submission with the reply in its thread.', schema: replyAnswerSchema },
    404: notFoundAnswer,
  },
});

/** A quotation as the PDF attachment the visitor was mailed, from the inbox or the visitor's request page. */
export const quotationPdfAnswer = {
  description: 'The PDF, as an attachment.',
  media: { 'application/pdf': z.string().meta({ format: 'binary' }) },
  headers: {
    'Content-Disposition': {
      description: 'An attachment named quotation-{reference}-{n}.pdf.',
      schema: z.string(),
    },
  },
} satisfies Answer;

const quotationPdf = defineEndpoint({
  method: 'GET',
  path: '/api/inbox/{id}/replies/{message}/quotation',
  operationId: 'downloadInboxQuotation',
  summary: 'Download the quotation a reply carried, as a PDF',
  description:
    'The same A4 PDF the buyer downloads from their request’s page; `message` is the reply’s place in the ' +
    'thread, from 0. 404 when the submission or the reply does not exist or the reply carried no quotation.',
  tags: inboxTags,
  access: staffOnly('sales', 'safety'),
  audit: { action: 'submission.quotation', recordType: 'submission' },
  params: leadIdParamsSchema.extend({ message: z.coerce.number().int().min(0).max(10_000) }),
  answers: {
    200: quotationPdfAnswer,
    404: notFoundAnswer,
  },
});

/** The reply endpoints of the inbox. */
export const inboxReplyEndpoints = { reply, quotationPdf };
