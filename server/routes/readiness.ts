import type { FastifyInstance } from 'fastify';
import { serviceEndpoints } from '#contract/service.ts';
import { registerEndpoint } from '../http/endpoint.ts';

/** One check: true when it passes; undefined when this instance has nothing of the kind. */
type ReadinessCheck = (() => Promise<boolean>) | undefined;

export interface ReadinessChecks {
  store: () => Promise<boolean>;
  migrations: () => Promise<boolean>;
  redis: ReadinessCheck;
  notificationOutbox: ReadinessCheck;
  mailOutbox: ReadinessCheck;
}

type Outcome = 'ok' | 'failing' | 'not used';

async function outcomeOf(check: ReadinessCheck): Promise<Outcome> {
  if (!check) return 'not used';
  try {
    return (await check()) ? 'ok' : 'failing';
  } catch {
    return 'failing';
  }
}

/** `GET /api/ready`: every check at once; 503 naming the failed ones, never why (the log says that). */
export function registerReadinessRoute(app: FastifyInstance, checks: ReadinessChecks) {
  registerEndpoint(app, serviceEndpoints.readiness, async (_request, reply) => {
    const [store, migrations, redis, notificationOutbox, mailOutbox] = await Promise.all([
      outcomeOf(checks.store),
      outcomeOf(checks.migrations),
      outcomeOf(checks.redis),
      outcomeOf(checks.notificationOutbox),
      outcomeOf(checks.mailOutbox),
    ]);
    const outcomes = { store, migrations, redis, notificationOutbox, mailOutbox };
    const failing = Object.entries(outcomes)
      .filter(([, outcome]) => outcome === 'failing')
      .map(([name]) => name);
    if (failing.length === 0) return { status: 'ready' as const, checks: outcomes };
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({
        status: 'unavailable',
        checks: outcomes,
        failing,
        error: `This instance is not ready: ${failing.join(', ')} failing.`,
      });
  });
}
