import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { type AdminGuards, createAdminGuards } from './auth/admin-guards.ts';
import { LoginLimiter } from './auth/login-limiter.ts';
import { resolveSecrets, type Secrets } from './auth/secrets.ts';
import { sessionSigningKey } from './auth/session-token.ts';
import { openStore, type Store } from './db/store.ts';
import type { AppConfig } from './env.ts';
import { registerApiDefaults } from './plugins/api-defaults.ts';
import { registerCloseOnShutdown } from './plugins/close-on-shutdown.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loadPageStore } from './plugins/page-store.ts';
import { applySecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { registerAdminSessionRoutes } from './routes/admin-session.ts';
import { type HealthProbe, registerHealthRoute } from './routes/health.ts';
import { registerOpenApiRoute } from './routes/openapi.ts';
import { confirmationPaths, registerConfirmationPages } from './routes/confirmation-pages.ts';
import { registerInboxRoutes } from './routes/inbox.ts';
import { registerSubmissionRoutes } from './routes/submissions.ts';
import { registerTabletRoutes } from './routes/tablets.ts';
import { parseRecipients, startNotifier, startRetention } from './leads/notifier.ts';

export interface AppOptions {
  config: AppConfig;
  /** Serve the client build (off for the API-only dev server and API tests). */
  serveClient?: boolean;
  healthProbe?: HealthProbe;
  logger?: boolean;
  /** An open store; without one the app opens the configured store (migrated, seeded) and closes it on close. */
  store?: Store;
  /** Without them the app takes them from the configuration, or generates them into the data directory. */
  secrets?: Secrets;
  /** The clock for session expiry and login limits, in milliseconds. */
  now?: () => number;
  /** The mail outbox and the retention clean-up (off for tests that drive them themselves). */
  backgroundJobs?: boolean;
  outboxPollMs?: number;
  outboxRetryMs?: number;
}

async function openConfiguredStore(config: AppConfig, log: FastifyBaseLogger): Promise<Store> {
  const store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    seed: config.seed,
    onConnectionError: (error) =>
      log.warn({ err: error }, 'a database connection failed; it will be replaced'),
    onSeeded: (count) => log.info(`Seeded the empty store with a starter catalogue of ${count} tablets.`),
  });
  log.info(`Tablet store: ${store.engine} at ${store.location}`);
  return store;
}

/** The public forms' endpoints, the staff inbox, the mail outbox and the retention clean-up. */
async function registerLeads(
  app: FastifyInstance,
  store: Store,
  secrets: Secrets,
  guards: AdminGuards,
  options: AppOptions,
) {
  const { config } = options;
  const mail =
    config.smtpUrl && config.notifyTo ? { smtpUrl: config.smtpUrl, notifyTo: config.notifyTo } : undefined;
  await registerSubmissionRoutes(app, {
    leads: store.leads,
    addressKey: secrets.sessionSecret,
    notify: () => mail !== undefined,
    limit: config.submissionLimit,
  });
  await registerInboxRoutes(app, store.leads, guards);
  if (options.backgroundJobs === false) return;
  if (mail) {
    const notifier = startNotifier({
      leads: store.leads,
      smtpUrl: mail.smtpUrl,
      from: config.notifyFrom,
      recipients: parseRecipients(mail.notifyTo),
      log: app.log,
      pollMs: options.outboxPollMs,
      retryBaseMs: options.outboxRetryMs,
    });
    app.addHook('onClose', () => notifier.stop());
    app.log.info('New submissions are mailed through SMTP_URL to NOTIFY_TO.');
  } else {
    app.log.info(
      'SMTP_URL and NOTIFY_TO are not both set: new submissions reach the staff inbox only, no mail is sent.',
    );
  }
  const retention = startRetention(store.leads, config.retentionDays, app.log);
  app.addHook('onReady', () =>
    retention.run().catch((error: unknown) => app.log.warn({ err: error }, 'the retention clean-up failed')),
  );
  app.addHook('onClose', () => retention.stop());
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Any id in a URL reaches the handlers (and is simply not found) rather than answering 414.
    routerOptions: { maxParamLength: 16 * 1024 },
    // Broken percent-encoding names nothing that exists; Fastify's own answer would skip the hooks.
    frameworkErrors: (_error, request, frameworkReply) => {
      const reply = frameworkReply as FastifyReply;
      applySecurityHeaders(request, reply);
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: 'Nothing exists at this address.' });
    },
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerApiDefaults(app);
  registerCloseOnShutdown(app);
  await app.register(fastifyCookie);

  const secrets = options.secrets ?? resolveSecrets(config, app.log);
  let store = options.store;
  if (!store) {
    const opened = await openConfiguredStore(config, app.log);
    app.addHook('onClose', () => opened.close());
    store = opened;
  }
  const activeStore = store;
  registerHealthRoute(app, options.healthProbe ?? (() => activeStore.ping()));

  const signingKey = sessionSigningKey(secrets);
  const guards = createAdminGuards(signingKey, now);
  const limiter = new LoginLimiter({ now });
  registerAdminSessionRoutes(app, { adminKey: secrets.adminKey, signingKey, guards, limiter, now });
  // SQLite is one process's store: its list can be cached in memory; PostgreSQL may have other writers.
  registerTabletRoutes(app, store.tablets, guards, { singleWriter: store.engine === 'sqlite' });
  registerOpenApiRoute(app);
  await registerLeads(app, activeStore, secrets, guards, options);

  if (options.serveClient !== false) {
    const pages = await loadPageStore(config.clientDir);
    registerConfirmationPages(app, pages);
    await registerStaticSite(app, config.clientDir, pages, confirmationPaths);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: `No API endpoint at ${request.method} ${request.url.split('?')[0]}` }),
    );
  }

  return app;
}
