import type { FastifyReply } from 'fastify';
import { adminMessages } from '#contract/admin-session.ts';
import { passwordChecksBusyMessage } from '#contract/endpoint.ts';
import { tooManyRequests } from '../http/rate-limit.ts';

/** A password check that did not run: too many failures (429), or every place for a check taken (503). */
export interface LimitedOutcome {
  retryAfterSeconds: number;
  busy?: true;
}

/**
 * The answer of a limited password check: a 503 the client may send again at once after
 * `Retry-After` when the checks were only busy, a 429 when the failures' limit was reached.
 */
export function answerLimited(reply: FastifyReply, outcome: LimitedOutcome): FastifyReply {
  if (outcome.busy)
    return reply
      .code(503)
      .header('retry-after', String(outcome.retryAfterSeconds))
      .send({ error: passwordChecksBusyMessage });
  return tooManyRequests(reply, outcome.retryAfterSeconds).send({ error: adminMessages.tooManyAttempts });
}
