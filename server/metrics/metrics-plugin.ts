import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../env.ts';
import type { Store } from '../store/store.ts';
import { registerScrapeGauges } from './scrape-gauges.ts';
import type { SiteMetrics } from './site-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus listener (GET /metrics), when METRICS_PORT is set; it listens once the site does. */
    metricsListener: FastifyInstance | null;
  }
}

/** A server of its own for /metrics, so that the public site never answers it. */
function createMetricsListener(metrics: SiteMetrics): FastifyInstance {
  const listener = Fastify({ logger: false });
  listener.get('/metrics', async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(body);
  });
  return listener;
}

/**
 * Counts the site's requests and serves its metrics on METRICS_HOST:METRICS_PORT; without
 * METRICS_PORT nothing is counted and nothing listens.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { config: AppConfig; store: Store; metrics: SiteMetrics },
): void {
  const { config, store, metrics } = options;
  if (config.metricsPort === undefined) {
    app.decorate('metricsListener', null);
    return;
  }
  metrics.collectProcessMetrics();
  metrics.observeRequests(app);
  registerScrapeGauges(metrics.registry, {
    monitoring: store.monitoring,
    dataDir: config.dataDir,
    packSigningKey: config.packSigningKey,
  });
  const listener = createMetricsListener(metrics);
  app.decorate('metricsListener', listener);
  app.addHook('onClose', () => listener.close());
}

/** Starts the metrics listener, once the site listens (production only; tests inject into it). */
export async function listenForMetrics(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!app.metricsListener || config.metricsPort === undefined) return;
  const address = await app.metricsListener.listen({
    port: config.metricsPort,
    host: config.metricsHost ?? '127.0.0.1',
  });
  app.log.info(`Prometheus metrics are served at ${address}/metrics`);
}
