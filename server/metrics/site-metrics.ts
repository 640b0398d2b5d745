import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { LeadKind } from '#contract/lead-fields.ts';
import type { PackCheckResult } from '#contract/pack-checks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `route` label of a route's requests when its own pattern would be one series too many:
     * every prerendered page is a route of its own, and all of them together are "page".
     */
    metricsRoute?: string;
  }
}

/**
 * What waits to be sent: staff notifications of new submissions (kept with them), and the outbox's
 * channels, mails to people (replies, invitations, recalls) and alerts to staff browsers.
 */
export type OutboxChannel = 'staff-notification' | 'mail' | 'push';

/** The routes through which staff sign in: their failures and throttled answers are counted. */
const signInRoutes = new Set(['/api/admin/session', '/api/staff/session', '/api/staff/passkey-session']);

/**
 * The site's own counters and histograms, in a registry of its own (one per app, so that tests
 * building many apps never share one). Labels are route patterns, kinds and results: never a URL,
 * an address or anything a visitor wrote.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  readonly #httpRequests = new Counter({
    name: 'aarogya_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly #httpDuration = new Histogram({
    name: 'aarogya_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly #submissions = new Counter({
    name: 'aarogya_submissions_total',
    help: 'Submissions stored, by kind of form.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly #packChecks = new Counter({
    name: 'aarogya_pack_checks_total',
    help: 'Pack checks answered on the verify page, by result (too-many: refused by the rate limit).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly #mailFailures = new Counter({
    name: 'aarogya_mail_send_failures_total',
    help: 'Mails the mail server did not take (each is retried), by outbox.',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });
  readonly #pushFailures = new Counter({
    name: 'aarogya_push_send_failures_total',
    help: 'Browser alerts a push service did not take (each is retried).',
    registers: [this.registry],
  });
  readonly #signInFailures = new Counter({
    name: 'aarogya_staff_sign_in_failures_total',
    help: 'Staff sign-ins refused as wrong (401), by route pattern.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  readonly #signInThrottled = new Counter({
    name: 'aarogya_staff_sign_in_throttled_total',
    help: 'Staff sign-ins answered 429 (too many failures) or 503 (busy), by route pattern and status.',
    labelNames: ['route', 'status'] as const,
    registers: [this.registry],
  });
  readonly #storeQueries = new Histogram({
    name: 'aarogya_store_query_duration_seconds',
    help: 'Time of each query to the store (SQLite or PostgreSQL), by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });

  /** Node's own metrics (event-loop lag, memory, CPU, handles), unprefixed as Prometheus knows them. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts every answer of `app` by its route pattern (`unmatched` when no route took it). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? 'unmatched';
      const labels = { route, method: request.method, status: String(reply.statusCode) };
      this.#httpRequests.inc(labels);
      this.#httpDuration.observe(labels, reply.elapsedTime / 1000);
      if (request.method !== 'POST' || !signInRoutes.has(route)) return;
      if (reply.statusCode === 401) this.#signInFailures.inc({ route });
      else if (reply.statusCode === 429 || reply.statusCode === 503)
        this.#signInThrottled.inc({ route, status: String(reply.statusCode) });
    });
  }

  submissionStored(kind: LeadKind): void {
    this.#submissions.inc({ kind });
  }

  packChecked(result: PackCheckResult | 'too-many'): void {
    this.#packChecks.inc({ result });
  }

  mailSendFailed(channel: Exclude<OutboxChannel, 'push'>): void {
    this.#mailFailures.inc({ channel });
  }

  pushSendFailed(): void {
    this.#pushFailures.inc();
  }

  storeQueryTimed(durationMs: number, failed: boolean): void {
    this.#storeQueries.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000);
  }
}
