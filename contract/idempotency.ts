import './zod-setup.ts';
import { z } from 'zod';

/**
 * Sending a form again without storing it twice, after the IETF's Idempotency-Key header
 * (draft-ietf-httpapi-idempotency-key-header): the client names each submission with a random key
 * and, when no answer comes back, or a proxy's or a restarting server's (502, 503, 504), sends the
 * same request with the same key again. The server answers a key it has already stored with the
 * submission it stored then, so an instance that dies after storing a form and before answering
 * costs the visitor nothing.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** How long the server remembers a key: far longer than any resend, short enough to keep nothing. */
export const idempotencyKeyLifetimeHours = 24;

export const idempotencyKeyInvalidMessage =
  'The Idempotency-Key header must be 16 to 64 letters, digits, "-" or "_", optionally in double quotes.';

export const idempotencyKeyReusedMessage =
  'This Idempotency-Key was already used for a different request. Send a new request with a new key.';

/** The key as the draft writes it (a quoted string) or bare, as many clients send it. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^"(.*)"$/s, '$1'))
  .pipe(z.string().regex(/^[\w-]{16,64}$/, idempotencyKeyInvalidMessage));

/** The request headers of an endpoint that takes an Idempotency-Key (by its lower-case name). */
export const idempotencyKeyHeaders = z.looseObject({
  [idempotencyKeyHeader.toLowerCase()]: idempotencyKeySchema.optional().meta({
    description:
      'A random key naming this submission: 16 to 64 letters, digits, "-" or "_", optionally in double quotes. ' +
      'A request sent again with the same key and the same body is answered with what was stored the first ' +
      `time, for ${idempotencyKeyLifetimeHours} hours, instead of being stored twice.`,
  }),
});

/** A new key: 128 random bits, from the Web Crypto API that browsers and Node share. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header's value for a key: a quoted string, as the draft writes it. */
export const idempotencyKeyValue = (key: string) => `"${key}"`;

/**
 * When a request with a key is sent again: its answer was lost (status 0, no answer at all) or came
 * from a proxy or a server that did nothing with it, after these waits, or after the answer's
 * Retry-After when that is longer but not over `longestRetryAfterSeconds`.
 */
export const resendWithKey = {
  statuses: [0, 502, 503, 504] as readonly number[],
  waitsMs: [250, 500, 1_000, 2_000, 4_000] as readonly number[],
  longestRetryAfterSeconds: 5,
};

/** The wait in ms before sending again after the `attempt`th lost answer (from 1), or undefined to give up. */
export function resendWait(status: number, attempt: number, retryAfterSeconds = 0): number | undefined {
  const wait = resendWithKey.waitsMs[attempt - 1];
  if (wait === undefined || !resendWithKey.statuses.includes(status)) return undefined;
  if (retryAfterSeconds > resendWithKey.longestRetryAfterSeconds) return undefined;
  return Math.max(wait, retryAfterSeconds * 1000);
}
