import { createHash } from 'node:crypto';
import type { LeadKind, SubmissionFields } from '#contract/lead-fields.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import type { SubmissionKey } from '../store/lead-repository.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * How the store keeps an Idempotency-Key: hashed with the form it names (a key means nothing on
 * another form), beside the hash of what was sent with it, so that the same key with another body
 * is told apart from the same request sent again.
 */
export function submissionKeyOf(
  kind: LeadKind,
  key: string,
  fields: SubmissionFields,
  language: VisitorLanguage,
): SubmissionKey {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    keyHash: hash(`${kind}\0${key}`),
    requestHash: hash(JSON.stringify({ language, fields: sorted })),
  };
}
