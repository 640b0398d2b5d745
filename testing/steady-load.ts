/**
 * A few clients that keep a site busy, as visitors would: some read a page, some send a public
 * form, each on its own keep-alive connection and back to back, until stopped. Every answer that
 * is not the expected one, and every request without an answer, is a failure, except that:
 * - a request whose kept-alive connection was closed before any answer is sent again on a new one,
 *   once, as a browser does (Caddy closes idle connections when it reloads its configuration);
 * - a form is sent with an Idempotency-Key and, when its answer is lost, sent again with the same
 *   key as the site's own client does (contract/idempotency.ts).
 */
import type https from 'node:https';
import {
  idempotencyKeyHeader,
  idempotencyKeyValue,
  newIdempotencyKey,
  resendWait,
} from '#contract/idempotency.ts';
import { type HttpsAnswer, StaleConnectionError } from './caddy-process.ts';

type Send = (
  method: string,
  pathAndQuery: string,
  options: { headers?: Record<string, string>; body?: string; agent?: https.Agent },
) => Promise<HttpsAnswer>;

export interface LoadFailure {
  request: string;
  what: string;
  startedAt: number;
  endedAt: number;
}

export interface SteadyLoad {
  /** Requests answered as expected so far. */
  succeeded: () => number;
  /** Requests sent again because their kept-alive connection had been closed before any answer. */
  resent: () => number;
  /** Forms sent again with their Idempotency-Key because the answer was lost, and what was lost. */
  sentAgain: string[];
  /** References of the form posts answered 201, in the order they were acknowledged. */
  acknowledged: string[];
  failures: LoadFailure[];
  /** Resolves once at least `count` more requests have succeeded (rejects after timeoutMs). */
  waitForMore: (count: number, timeoutMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

export function steadyLoad(
  send: Send,
  newAgent: () => https.Agent,
  options: { readers: number; writers: number; origin: string },
): SteadyLoad {
  let running = true;
  let succeeded = 0;
  let resent = 0;
  const acknowledged: string[] = [];
  const failures: LoadFailure[] = [];

  const sentAgain: string[] = [];

  async function client(index: number, writes: boolean) {
    let agent = newAgent();
    for (let n = 0; running; n += 1) {
      const startedAt = Date.now();
      const label = writes ? 'POST /api/quote-requests' : 'GET /';
      const key = newIdempotencyKey();
      const once = (through: https.Agent) =>
        writes
          ? send('POST', '/api/quote-requests', {
              agent: through,
              headers: { origin: options.origin, [idempotencyKeyHeader]: idempotencyKeyValue(key) },
              body: JSON.stringify({
                fullName: `Load ${index}`,
                email: `load${index}@example.com`,
                productName: `Steady load ${index}-${n}`,
                quantity: n + 1,
                agreed: true,
              }),
            })
          : send('GET', '/', { agent: through });
      const onFreshConnection = (error: unknown) => {
        if (!(error instanceof StaleConnectionError)) throw error;
        resent += 1;
        agent.destroy();
        agent = newAgent();
        return once(agent);
      };
      // A form whose answer never came (status 0) is sent again like one answered 502.
      const attempt = () =>
        once(agent)
          .catch(onFreshConnection)
          .catch((error: unknown): HttpsAnswer => {
            if (!writes) throw error;
            return { status: 0, headers: {}, body: String(error) };
          });
      try {
        let answer = await attempt();
        for (let lost = 1; writes; lost += 1) {
          const wait = resendWait(answer.status, lost, Number(answer.headers['retry-after'] ?? 0));
          if (wait === undefined) break;
          sentAgain.push(`${answer.status} ${answer.body.slice(0, 80)}`.trim());
          await new Promise((resolve) => setTimeout(resolve, wait));
          answer = await attempt();
        }
        const expected = writes ? 201 : 200;
        if (answer.status === expected) {
          succeeded += 1;
          if (writes) acknowledged.push((JSON.parse(answer.body) as { reference: string }).reference);
        } else {
          failures.push({
            request: label,
            what: `${answer.status} ${answer.body.slice(0, 200)}`,
            startedAt,
            endedAt: Date.now(),
          });
        }
      } catch (error) {
        failures.push({ request: label, what: String(error), startedAt, endedAt: Date.now() });
      }
    }
    agent.destroy();
  }

  const clients = [
    ...Array.from({ length: options.readers }, (_, index) => client(index, false)),
    ...Array.from({ length: options.writers }, (_, index) => client(index, true)),
  ];

  return {
    succeeded: () => succeeded,
    resent: () => resent,
    sentAgain,
    acknowledged,
    failures,
    waitForMore: async (count, timeoutMs = 60_000) => {
      const target = succeeded + count;
      const deadline = Date.now() + timeoutMs;
      while (succeeded < target) {
        if (Date.now() > deadline)
          throw new Error(
            `only ${succeeded} of ${target} requests succeeded within ${timeoutMs} ms; the last failures: ` +
              JSON.stringify(failures.slice(-3)),
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}
