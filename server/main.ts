/**
 * The production entry: reads the configuration, then buildApp opens the store (migrating it and
 * bringing the product master up to the shipped catalogue) and the server listens. SIGTERM/SIGINT finish requests in flight,
 * then close the store.
 */
import './production-mode.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './env.ts';
import { listenForMetrics } from './metrics/metrics-plugin.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight, then closing the store');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await listenForMetrics(app, config);
  const { host } = config;
  const shownHost = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  app.log.info(`The site is ready: open http://${shownHost}:${config.port}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
