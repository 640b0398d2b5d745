import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { defineEndpoint, errorAnswer, errorAnswers, type RateLimitPolicy } from './endpoint.ts';
import { quotationPdfAnswer, replyKinds, threadMessageBody } from './inbox-replies.ts';
import { referencePattern } from './lead-fields.ts';
import { sentQuotationSchema } from './quotation.ts';
import { visitorRequestMessages, visitorRequestRateLimit, visitorStatuses } from './visitor-request-texts.ts';
import { visitorLanguageSchema } from './visitor-language.ts';

/**
 * The visitor's private page of a request they sent: `/requests/{reference}#{token}`. The token is
 * the receipt of their confirmation page, or the one in a reply mailed to them; it travels in the
 * address's fragment (never sent to a server, never in a log or a Referer) and then in a POST body.
 */

/**
 * The token of the link (after the #). Any text up to a length is taken, and a missing one is
 * looked up like a wrong one, so that neither answers differently from an unknown reference.
 */
const tokenSchema = z
  .string()
  .max(200, visitorRequestMessages.notFound)
  .optional()
  .meta({ description: 'The token of the link (after the #).' });

export const visitorRequestParamsSchema = z.object({
  reference: z.string().regex(referencePattern, visitorRequestMessages.notFound),
});

export const visitorMessageSchema = z.object({
  at: z.iso.datetime(),
  from: z
    .enum(['company', 'you'])
    .meta({ description: 'Who wrote it: the company’s staff, or the visitor.' }),
  body: z.string(),
  quotation: sentQuotationSchema.optional(),
});

export const visitorRequestSchema = z.object({
  reference: z.string(),
  kind: z.enum(replyKinds),
  status: z.enum(visitorStatuses),
  receivedAt: z.iso.datetime(),
  thread: z.array(visitorMessageSchema).meta({ description: 'Replies and answers, oldest first.' }),
});
export type VisitorRequest = z.infer<typeof visitorRequestSchema>;

export const visitorAnswerSchema = z.strictObject({
  token: tokenSchema,
  body: threadMessageBody({
    required: visitorRequestMessages.answerRequired,
    tooLong: visitorRequestMessages.answerTooLong,
    invalid: visitorRequestMessages.answerInvalid,
  }).meta({ description: 'The visitor’s answer, as plain text.' }),
  language: visitorLanguageSchema
    .optional()
    .meta({ description: 'The language of the page it was written on: the next reply is mailed in it.' }),
});

const tags = ['visitor requests'] as const;
const notFound = errorAnswer(visitorRequestMessages.notFound);
/** Every lookup of a request page counts, right or wrong, in one count per network. */
const limit: RateLimitPolicy = { name: 'visitor-request', ...visitorRequestRateLimit };
const tooMany = {
  description: 'Too many lookups from this network.',
  schema: apiErrorSchema,
  headers: {
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: z.int().positive() },
  },
};

const open = defineEndpoint({
  method: 'POST',
  path: '/api/requests/{reference}',
  operationId: 'openVisitorRequest',
  summary: 'Open my request',
  description:
    'Where the request stands, the replies and quotations sent, and the visitor’s own answers. A wrong or ' +
    'missing token and an unknown reference get the same 404, in the same time. Limited per network.',
  tags,
  access: 'public',
  limit,
  params: visitorRequestParamsSchema,
  body: z.strictObject({ token: tokenSchema }),
  answers: {
    200: { description: 'The request.', schema: visitorRequestSchema },
    403: errorAnswers.foreignOrigin,
    404: notFound,
    429: tooMany,
  },
});

const answer = defineEndpoint({
  method: 'POST',
  path: '/api/requests/{reference}/answers',
  operationId: 'answerVisitorRequest',
  summary: 'Answer about my request',
  description:
    'Adds the visitor’s answer to the request’s thread, where staff see it as unread. Limited per network.',
  tags,
  access: 'public',
  limit,
  params: visitorRequestParamsSchema,
  body: visitorAnswerSchema,
  answers: {
    201: { description: 'The request with the answer in its thread.', schema: visitorRequestSchema },
    403: errorAnswers.foreignOrigin,
    404: notFound,
    429: tooMany,
  },
});

/** A quotation of the thread, as a PDF: which message carried it, by its place in the thread. */
export const quotationDownloadSchema = z.strictObject({
  token: tokenSchema,
  message: z.coerce
    .number({ error: visitorRequestMessages.notFound })
    .int(visitorRequestMessages.notFound)
    .min(0, visitorRequestMessages.notFound)
    .max(10_000, visitorRequestMessages.notFound)
    .meta({ description: 'The place of the reply that carried the quotation in the thread, from 0.' }),
});

const quotationPdf = defineEndpoint({
  method: 'POST',
  path: '/api/requests/{reference}/quotation',
  operationId: 'downloadVisitorQuotation',
  summary: 'Download a quotation as a PDF',
  description:
    'The quotation a reply carried, as an A4 PDF with its lines, the GST of each rate and the total, ' +
    'computed as the page shows them. Takes JSON or a plain form post, so a button downloads it. Limited per network.',
  tags,
  access: 'public',
  limit,
  params: visitorRequestParamsSchema,
  body: quotationDownloadSchema,
  bodyMediaTypes: ['application/x-www-form-urlencoded', 'application/json'],
  answers: {
    200: quotationPdfAnswer,
    403: errorAnswers.foreignOrigin,
    404: errorAnswer(`${visitorRequestMessages.notFound} Also when that reply carried no quotation.`),
    429: tooMany,
  },
});

export const visitorRequestEndpoints = { open, answer, quotationPdf };
