/**
 * A few clients that keep a site busy, as visitors would: some read a page, some send a public
 * form, each on its own keep-alive connection and back to back, until stopped. Every answer that
 * is not the expected one, and every request without an answer, is a failure, except that a request
 * whose kept-alive connection was closed before any answer is sent again on a new one, once, as a
 * browser does (Caddy closes idle connections when it reloads its configuration).
 */
import type https from 'node:https';
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

  async function client(index: number, writes: boolean) {
    const agent = newAgent();
    for (let n = 0; running; n += 1) {
      const startedAt = Date.now();
      const label = writes ? 'POST /api/quote-requests' : 'GET /';
      const once = (through: https.Agent) =>
        writes
          ? send('POST', '/api/quote-requests', {
              agent: through,
              headers: { origin: options.origin },
              body: JSON.stringify({
                fullName: `Load ${index}`,
                email: `load${index}@example.com`,
                productName: `Steady load ${index}-${n}`,
                quantity: n + 1,
                agreed: true,
              }),
            })
          : send('GET', '/', { agent: through });
      try {
        const answer = await once(agent).catch((error: unknown) => {
          if (!(error instanceof StaleConnectionError)) throw error;
          resent += 1;
          return once(newAgent());
        });
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
