import { replyLimits, replyPromiseHours } from './reply-rules.ts';
import { tooLongMessage } from './too-long-message.ts';

/**
 * The words and limits of a visitor's request page, apart from its schemas, so the page itself
 * ships no validation library: only what it says.
 */

/** The private page of a request; the token follows after `#`. */
export const visitorRequestPath = (reference: string) => `/requests/${reference}`;

/** Lookups of request pages one network may make per window, right or wrong. */
export const visitorRequestRateLimit = { max: 60, windowMs: 15 * 60 * 1000 } as const;

export const visitorRequestMessages = {
  notFound:
    'This link does not open a request. It may be incomplete (copy the whole link from your mail), or the request is no longer kept.',
  answerRequired: 'Write your answer before sending it.',
  answerTooLong: tooLongMessage('An answer', replyLimits.bodyMax),
  answerInvalid: 'Your answer holds characters we cannot keep. Remove them and send it again.',
  tooMany: 'Too many tries from your network. Wait a few minutes and try again.',
} as const;

/** Where the request stands, in the visitor's words. */
export const visitorStatuses = ['received', 'answered', 'closed'] as const;
export type VisitorStatus = (typeof visitorStatuses)[number];
export const visitorStatusTexts: Record<VisitorStatus, string> = {
  received: `Received: we reply within ${replyPromiseHours} hours.`,
  answered: 'Answered: our reply is below.',
  closed: 'Closed. Answer below if you still need something.',
};
