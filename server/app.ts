import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './env.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loadPageStore } from './plugins/page-store.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { type HealthProbe, registerHealthRoute } from './routes/health.ts';

export interface AppOptions {
  config: AppConfig;
  /** Serve the client build (off for the API-only dev server and API tests). */
  serveClient?: boolean;
  healthProbe?: HealthProbe;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerHealthRoute(app, options.healthProbe ?? (async () => true));

  if (options.serveClient !== false) {
    const pages = await loadPageStore(config.clientDir);
    await registerStaticSite(app, config.clientDir, pages);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: `No API endpoint at ${request.method} ${request.url.split('?')[0]}` }),
    );
  }

  return app;
}
