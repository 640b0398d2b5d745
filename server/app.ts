import type { Agent as HttpsAgent } from 'node:https';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { type AdminGuards, createAdminGuards } from './auth/admin-guards.ts';
import { AuditLog } from './audit/audit-log.ts';
import { useAccessAudit } from './audit/access-audit.ts';
import { adminKeyFingerprint, auditAddressKey, deviceSigningKey } from './auth/admin-key.ts';
import { AdminSessions } from './auth/admin-sessions.ts';
import { trustProxyOption } from './network/client-address.ts';
import { registerForwardedHeaderWarning } from './network/forwarded-header-warning.ts';
import { DeviceCookies } from './auth/device-cookie.ts';
import { type LoginLimits, LoginThrottle } from './auth/login-throttle.ts';
import { resolveSecrets, type Secrets } from './auth/secrets.ts';
import { type PackSigningKeyring, resolvePackSigningKeys } from './packs/pack-signing-key.ts';
import { registerPackCodeRoutes } from './routes/pack-codes.ts';
import { openStore, type Store } from './store/store.ts';
import { bodyLimits } from '#contract/endpoint.ts';
import { adminKeyOff, type AppConfig } from './env.ts';
import { useContractSchemas, useStaffGate } from './http/endpoint.ts';
import { registerApiDefaults } from './http/api-defaults.ts';
import { refuseAmbiguousHost } from './http/request-framing.ts';
import { registerCloseOnShutdown } from './http/close-on-shutdown.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { requestLogSerializers } from './http/request-log.ts';
import { loadPageStore } from './site/page-store.ts';
import { applySecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticSite } from './site/static-site.ts';
import { registerAdminSessionRoutes } from './routes/admin-session.ts';
import { registerAuditRoutes } from './routes/audit.ts';
import { registerStaffAccountRoutes } from './routes/staff-accounts.ts';
import { PushAlerts } from './push/push-alerts.ts';
import { type PushTransport, webPushTransport } from './push/push-transport.ts';
import { vapidKeysFrom } from './push/vapid-keys.ts';
import { registerStaffAlertRoutes } from './routes/staff-alerts.ts';
import { registerConfirmationRoutes } from './routes/staff-confirmation.ts';
import { registerVisitorRequestPages } from './routes/visitor-request-page.ts';
import { registerVisitorRequestRoutes } from './routes/visitor-requests.ts';
import { registerOwnAccountRoutes } from './routes/staff-own-account.ts';
import { registerStaffPasskeyRoutes } from './routes/staff-passkeys.ts';
import { pageOriginOf, StaffPasskeys } from './auth/staff-passkeys.ts';
import { SealedText } from './auth/sealed-text.ts';
import { StaffSignIn } from './auth/staff-sign-in.ts';
import { type HealthProbe, registerHealthRoute } from './routes/health.ts';
import { registerReadinessRoute } from './routes/readiness.ts';
import { Heartbeat } from './metrics/heartbeat.ts';
import { registerMetrics } from './metrics/metrics-plugin.ts';
import { SiteMetrics } from './metrics/site-metrics.ts';
import { registerOpenApi } from './routes/openapi.ts';
import { confirmationPaths, registerConfirmationPages } from './routes/confirmation-pages.ts';
import { registerInboxRoutes } from './routes/inbox.ts';
import { registerInboxAssignmentRoutes } from './routes/inbox-assignment.ts';
import { registerInboxOverviewRoutes } from './routes/inbox-overview.ts';
import { registerInboxReplyRoutes } from './routes/inbox-replies.ts';
import { registerReplyTemplateRoutes } from './routes/reply-templates.ts';
import { registerSafetyCaseRoutes } from './routes/safety-cases.ts';
import { registerSubmissionRoutes } from './routes/submissions.ts';
import { registerTabletRoutes } from './routes/tablets.ts';
import { registerBatchRoutes } from './routes/batches.ts';
import { packCheckPagePaths, registerPackCheckPages } from './routes/pack-check-pages.ts';
import { registerPrescribingInfoPages } from './routes/prescribing-info-pages.ts';
import { registerRecallRoutes } from './routes/recalls.ts';
import { registerProductRoutes } from './routes/products.ts';
import { registerPackShotFiles, registerProductPackShotRoutes } from './routes/product-pack-shots.ts';
import { registerRecallPages } from './routes/recall-pages.ts';
import { registerLanguageChoice } from './routes/language-choice.ts';
import { recallAnnouncer } from './recalls/recall-announcer.ts';
import { RenderCache } from './site/render-cache.ts';
import { productPath } from '#catalogue/catalogue.ts';
import { hasLeaflet } from '#catalogue/medicines.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { keptRead } from './site/kept-read.ts';
import { type PageRenderer, loadPageRenderer } from './site/page-renderer.ts';
import { renderedPages } from './site/rendered-pages.ts';
import {
  catalogueTag,
  followPageChanges,
  productTag,
  recallListTag,
  recallTag,
} from './site/page-changes.ts';
import { parseRecipients, staffNotifications } from './leads/notifier.ts';
import { startRetention } from './retention.ts';
import { MailOutbox } from './mail/mail-outbox.ts';
import { mailTransport } from './mail/mail-transport.ts';
import { Outbox, type OutboxSender, startOutbox } from './outbox/outbox.ts';
import { openSubmissionCounter } from './leads/submission-limits.ts';

export interface AppOptions {
  config: AppConfig;
  /** Serve the client build (off for the API-only dev server and API tests). */
  serveClient?: boolean;
  healthProbe?: HealthProbe;
  /** The keys of pack codes (else PACK_SIGNING_KEY, or the one kept in the data directory, and its keyring). */
  packSigningKeys?: PackSigningKeyring;
  logger?: boolean;
  /** An open store; without one the app opens the configured store (migrated, the product master filled) and closes it on close. */
  store?: Store;
  /** Without them the app takes them from the configuration, or generates them into the data directory. */
  secrets?: Secrets;
  /** The clock for session expiry and login limits, in milliseconds. */
  now?: () => number;
  /** Sign-in limits other than the defaults (10 per device or address, per 15 minutes). */
  loginLimits?: LoginLimits;
  timeouts?: Partial<ServerTimeouts>;
  /** The outbox's poller and the retention clean-up (off for tests that drive them themselves). */
  backgroundJobs?: boolean;
  outboxPollMs?: number;
  /** How often the other instances' page changes are read (0: only when a test calls for it). */
  pageChangePollMs?: number;
  outboxRetryMs?: number;
  /** Only tests set it: the HTTPS agent and address check for their local push service. */
  push?: {
    agent?: HttpsAgent;
    acceptsEndpoint?: (endpoint: string) => boolean;
  };
}

/** How long a client may take; a slow client otherwise holds a connection and its memory forever. */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this (else 408). */
  requestMs: number;
  /** The headers must arrive within this (else 408). */
  headersMs: number;
  /** A connection on which nothing moves for this long is closed. */
  connectionMs: number;
  /** An idle keep-alive connection is kept this long: longer than a proxy's own idle timeout (60 s in nginx). */
  keepAliveMs: number;
  /** How often Node looks for requests past their time. */
  checkIntervalMs: number;
}

export const defaultServerTimeouts: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  connectionMs: 60_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

async function openConfiguredStore(
  config: AppConfig,
  log: FastifyBaseLogger,
  metrics: SiteMetrics,
): Promise<Store> {
  const store = await openStore({
    ...(config.metricsPort !== undefined && {
      onQueryTimed: (durationMs: number, failed: boolean) => metrics.storeQueryTimed(durationMs, failed),
    }),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onConnectionError: (error) =>
      log.warn({ err: error }, 'a database connection failed; it will be replaced'),
  });
  log.info(`Tablet store: ${store.engine} at ${store.location}`);
  return store;
}

/**
 * JSON lines for log shipping; readable lines when a person watches the terminal. pino-pretty runs
 * in pino's transport thread, so the request path never formats text.
 */
function loggerOptions(level: string) {
  if (!process.stdout.isTTY) return { level, serializers: requestLogSerializers };
  return {
    level,
    serializers: requestLogSerializers,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

/** How long an outbox poller may stay silent before readiness counts it dead. */
function pollerSilenceMs(options: AppOptions): number {
  return Math.max(60_000, 3 * (options.outboxPollMs ?? 5_000));
}

/** The readiness check of a poller: undefined (not used) when it does not run here. */
function aliveCheck(heartbeat: Heartbeat | undefined) {
  return heartbeat && (async () => heartbeat.isAlive());
}

/**
 * The public forms' endpoints, the staff inbox and the retention clean-up; answers what readiness
 * checks of them.
 */
async function registerLeads(
  app: FastifyInstance,
  store: Store,
  secrets: Secrets,
  audit: AuditLog,
  options: AppOptions,
  mailOutbox: MailOutbox | undefined,
  sameOrigin: AdminGuards['requireSameOrigin'],
  alerts: PushAlerts,
  metrics: SiteMetrics,
  pages: PageRenderer | undefined,
): Promise<{ redisReachable?: () => Promise<boolean> }> {
  const { config } = options;
  const mail =
    config.smtpUrl && config.notifyTo ? { smtpUrl: config.smtpUrl, notifyTo: config.notifyTo } : undefined;
  const counter = await openSubmissionCounter(app, {
    rateLimits: store.rateLimits,
    addressKey: secrets.sessionSecret,
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  await registerSubmissionRoutes(app, {
    leads: store.leads,
    counter,
    limitMax: config.submissionLimit,
    notify: () => mail !== undefined,
    mail: mailOutbox,
    siteOrigin: (request) => (config.siteUrl ? new URL(config.siteUrl).origin : pageOriginOf(request)),
    pages,
    // A browser alert is extra to the inbox, which holds the submission already: queuing it never holds up the answer.
    onCreated: (lead) => {
      metrics.submissionStored(lead.kind);
      void alerts
        .newSubmission(lead)
        .catch((error: unknown) => app.log.warn({ err: error }, 'alerts could not be queued'));
    },
  });
  registerInboxRoutes(app, store.leads, audit, store.recallSubscriptions, mailOutbox);
  registerInboxAssignmentRoutes(app, store, audit);
  registerInboxOverviewRoutes(app, store.leadOverview);
  registerSafetyCaseRoutes(app, store, audit);
  registerReplyTemplateRoutes(app, store.replyTemplates, audit);
  await registerVisitorRequestRoutes(app, {
    requests: store.visitorRequests,
    rateLimits: store.rateLimits,
    addressKey: secrets.sessionSecret,
    sameOrigin,
  });
  registerInboxReplyRoutes(app, {
    leads: store.leads,
    leadReplies: store.leadReplies,
    audit,
    mail: mailOutbox,
    retentionDays: config.retentionDays,
  });
  const redisReachable = counter.redisReachable;
  if (options.backgroundJobs === false) return { redisReachable };
  if (mail) {
    app.log.info(
      'New submissions are mailed through SMTP_URL to NOTIFY_TO, and alert the staff browsers that turned alerts on.',
    );
  } else {
    app.log.info(
      'SMTP_URL and NOTIFY_TO are not both set: new submissions reach the staff inbox, and alert the staff browsers that turned alerts on; no mail is sent.',
    );
  }
  const retention = startRetention(
    { ...store, audit, auditRetentionDays: config.auditRetentionDays },
    config.retentionDays,
    app.log,
  );
  app.addHook('onReady', () =>
    retention.run().catch((error: unknown) => app.log.warn({ err: error }, 'the retention clean-up failed')),
  );
  app.addHook('onClose', () => retention.stop());
  return { redisReachable };
}

/**
 * The one poller of the outbox (decision 062): alerts always, mails when SMTP_URL is set, and the
 * staff notifications of new submissions when NOTIFY_TO is too; its heartbeat is theirs.
 */
function startOutboxPoller(
  app: FastifyInstance,
  store: Store,
  outbox: Outbox,
  push: PushTransport,
  options: AppOptions,
  metrics: SiteMetrics,
): { sender: OutboxSender; heartbeat: Heartbeat } {
  const { config } = options;
  const heartbeat = new Heartbeat(pollerSilenceMs(options));
  const sender = startOutbox({
    outbox,
    transports: {
      push,
      ...(config.smtpUrl && { mail: mailTransport({ smtpUrl: config.smtpUrl, from: config.notifyFrom }) }),
    },
    notifications: config.notifyTo
      ? staffNotifications(store.notificationOutbox, parseRecipients(config.notifyTo))
      : undefined,
    log: app.log,
    pollMs: options.outboxPollMs,
    retryBaseMs: options.outboxRetryMs,
    onProgress: () => heartbeat.beat(),
    onSendFailed: (source) => (source === 'push' ? metrics.pushSendFailed() : metrics.mailSendFailed(source)),
  });
  app.addHook('onClose', () => sender.stop());
  return { sender, heartbeat };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const timeouts = { ...defaultServerTimeouts, ...options.timeouts };
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    bodyLimit: bodyLimits.standard,
    // Shutdown answers and closes connections itself, without resets (registerCloseOnShutdown).
    return503OnClosing: false,
    forceCloseConnections: false,
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
  registerForwardedHeaderWarning(app, { trustProxy: config.trustProxy, log: app.log });
  useContractSchemas(app);
  registerSecurityHeaders(app);
  registerApiDefaults(app);
  refuseAmbiguousHost(app);
  registerCloseOnShutdown(app);
  await app.register(fastifyCookie);
  await registerOpenApi(app);

  const secrets = options.secrets ?? resolveSecrets(config, app.log);
  const metrics = new SiteMetrics();
  let store = options.store;
  if (!store) {
    const opened = await openConfiguredStore(config, app.log, metrics);
    app.addHook('onClose', () => opened.close());
    store = opened;
  }
  const activeStore = store;
  registerMetrics(app, { config, store, metrics });
  registerHealthRoute(app, options.healthProbe ?? (() => activeStore.ping()));
  const packSigningKeys = options.packSigningKeys ?? resolvePackSigningKeys(config, app.log);
  registerPackCodeRoutes(app, packSigningKeys);

  const sessions = new AdminSessions(store.adminSessions, {
    keyFingerprint: adminKeyFingerprint(secrets),
    now,
  });
  const guards = createAdminGuards(sessions);
  useStaffGate(app, guards.hooksFor);
  const audit = new AuditLog(store.audit, { addressKey: auditAddressKey(secrets), now });
  useAccessAudit(app, { audit, principalOf: guards.principalOf });
  const throttle = new LoginThrottle(store.loginFailures, { limits: options.loginLimits, now });
  const deviceCookies = new DeviceCookies(deviceSigningKey(secrets), now);
  const signIn = new StaffSignIn({
    accounts: store.staffAccounts,
    credentials: store.staffCredentials,
    throttle,
    sealed: new SealedText(secrets.sessionSecret, 'staff-totp'),
    sealedSetup: new SealedText(secrets.sessionSecret, 'staff-totp-setup'),
    now,
  });
  // The purpose `mail-outbox` is kept: mails queued before the outbox carried alerts open with it.
  const outboxSealed = new SealedText(secrets.sessionSecret, 'mail-outbox');
  const outbox = new Outbox(store.outbox, outboxSealed);
  const mail = config.smtpUrl ? new MailOutbox(store.outbox, outboxSealed) : undefined;
  app.log.info(
    mail
      ? 'Invitation links and replies from the inbox are mailed through SMTP_URL.'
      : 'SMTP_URL is not set: invitation links are shown to the owner only, and replies from the inbox are kept in their threads unmailed.',
  );
  registerAdminSessionRoutes(app, {
    adminKey: secrets.adminKey,
    adminKeyOff: config.adminKey === adminKeyOff,
    accounts: store.staffAccounts,
    mail,
    now,
    guards,
    sessions,
    deviceCookies,
    throttle,
    audit,
  });
  registerStaffAccountRoutes(app, {
    audit,
    accounts: store.staffAccounts,
    sessions,
    guards,
    signIn,
    mail,
    deviceCookies,
  });
  registerOwnAccountRoutes(app, { sessions, signIn, audit });
  const passkeys = new StaffPasskeys({ passkeys: store.staffPasskeys, accounts: store.staffAccounts, now });
  registerConfirmationRoutes(app, {
    sessions,
    signIn,
    passkeys,
    passkeyStore: store.staffPasskeys,
    accounts: store.staffAccounts,
    audit,
  });
  registerStaffPasskeyRoutes(app, {
    passkeys,
    store: store.staffPasskeys,
    accounts: store.staffAccounts,
    signIn,
    sessions,
    audit,
    sameOrigin: guards.requireSameOrigin,
  });
  const siteOrigin = (request: FastifyRequest) =>
    config.siteUrl ? new URL(config.siteUrl).origin : pageOriginOf(request);
  registerBatchRoutes(app, {
    batches: store.batches,
    products: store.products,
    audit,
    now,
    packSigningKeys,
    siteOrigin,
  });
  registerAuditRoutes(app, store.audit, audit);
  const vapidKeys = vapidKeysFrom(secrets.sessionSecret);
  const pushTransport = webPushTransport({
    subscriptions: store.staffPush,
    keys: vapidKeys,
    log: app.log,
    ...options.push,
  });
  const outboxPoller =
    options.backgroundJobs === false
      ? undefined
      : startOutboxPoller(app, activeStore, outbox, pushTransport, options, metrics);
  // What was just queued goes now, not at the poller's next look.
  const wakePoller = () => {
    outboxPoller?.sender
      .drain()
      .catch((error: unknown) => app.log.warn({ err: error }, 'the outbox could not be read'));
  };
  const alerts = new PushAlerts({
    subscriptions: store.staffPush,
    outbox,
    transport: pushTransport,
    keys: vapidKeys,
    log: app.log,
    onQueued: wakePoller,
    onSendFailed: () => metrics.pushSendFailed(),
  });
  registerStaffAlertRoutes(app, { subscriptions: store.staffPush, alerts, audit, now });
  const renderCache = new RenderCache((page, error) =>
    app.log.error({ err: error, page }, 'a page could not be rendered; its last good render is served'),
  );
  // The master read whole by a product page, the home page and the sitemap: read once per change.
  const master = keptRead([catalogueTag], () => store.products.held());
  const pageChanges = await followPageChanges({
    changes: store.pageChanges,
    cache: {
      // The master first: a page rendered again at once must find the change.
      invalidate: (tags) => {
        master.invalidate(tags);
        return renderCache.invalidate(tags);
      },
    },
    log: app.log,
    pollMs: options.pageChangePollMs ?? 250,
  });
  app.addHook('onClose', () => pageChanges.stop());
  await registerTabletRoutes(app, { tablets: store.tablets, audit, pageChanges });
  registerRecallRoutes(app, {
    recalls: store.recalls,
    products: store.products,
    pageChanges,
    audit,
    announce: recallAnnouncer({
      subscriptions: store.recallSubscriptions,
      outbox,
      mails: mail !== undefined,
      alerts,
      staffAddresses: config.notifyTo ? parseRecipients(config.notifyTo)['adverse-event'] : [],
      linkKey: secrets.sessionSecret,
      siteOrigin,
      onQueued: wakePoller,
    }),
  });
  const pages = options.serveClient === false ? undefined : await loadPageStore(config.clientDir);
  const renderer = !pages
    ? undefined
    : await loadPageRenderer(
        config.clientDir,
        {
          catalogue: () => master.read(),
          async listPage(categoryId, offset, limit) {
            return {
              value: await store.products.listPage(categoryId, { offset, limit }),
              tags: [catalogueTag],
            };
          },
          async listSearch(categoryId, text) {
            return { value: await store.products.listSearch(categoryId, text), tags: [catalogueTag] };
          },
          async openRecallsOf(productSlug) {
            const open = await store.recalls.open();
            return {
              value: open.filter((recall) => recall.productSlug === productSlug),
              tags: [productTag(productSlug)],
            };
          },
          async recalls() {
            return { value: await store.recalls.list(), tags: [recallListTag] };
          },
          async recall(id) {
            return { value: await store.recalls.find(id), tags: [recallTag(id)] };
          },
          // A fact of this server's configuration, not of the store: no change drops it.
          async recallSubscriptionsOffered() {
            return { value: mail !== undefined, tags: [] };
          },
        },
        (pathname) => pages.pages.get(pathname),
      );
  registerProductRoutes(app, {
    products: store.products,
    pageChanges,
    audit,
    accounts: store.staffAccounts,
    renderer,
  });
  await registerProductPackShotRoutes(app, {
    products: store.products,
    packShots: store.packShots,
    audit,
    accounts: store.staffAccounts,
  });
  registerPackShotFiles(app, store.packShots);
  const leads = await registerLeads(
    app,
    activeStore,
    secrets,
    audit,
    options,
    mail,
    guards.requireSameOrigin,
    alerts,
    metrics,
    renderer,
  );
  registerReadinessRoute(app, {
    store: () => activeStore.ping(),
    migrations: () => activeStore.monitoring.schemaIsCurrent(),
    redis: leads.redisReachable,
    // One poller sends both: each check is used when its mails are.
    notificationOutbox: aliveCheck(config.smtpUrl && config.notifyTo ? outboxPoller?.heartbeat : undefined),
    mailOutbox: aliveCheck(config.smtpUrl ? outboxPoller?.heartbeat : undefined),
  });

  if (pages) {
    if (!renderer)
      app.log.warn('the build has no server part: pages are served as built, without the store’s data');
    registerConfirmationPages(app, pages, activeStore.leads, renderer);
    registerVisitorRequestPages(app, pages);
    const rendered =
      renderer &&
      renderedPages(renderer, renderCache, app.log, async (englishPath) =>
        (await master.read()).value.some(
          (held) => productPath(held.categoryId, held.product.slug) === englishPath,
        ),
      );
    registerPackCheckPages(app, {
      pages,
      renderer,
      rendered,
      batches: store.batches,
      sightings: store.packSightings,
      products: store.products,
      recalls: store.recalls,
      rateLimits: store.rateLimits,
      addressKey: secrets.sessionSecret,
      publicKeys: packSigningKeys.publicKeys,
      onChecked: (result) => metrics.packChecked(result),
    });
    const prescribingInfoPaths = await registerPrescribingInfoPages(
      app,
      pages,
      renderer,
      renderCache,
      async (path) =>
        (await master.read()).value.some(
          (held) => hasLeaflet(held) && prescribingInfoPathOf(held.product.slug) === path,
        ),
    );
    const recallPaths = await registerRecallPages(app, {
      pages,
      renderer,
      cache: renderCache,
      recalls: store.recalls,
      subscriptions: store.recallSubscriptions,
      products: store.products,
      rateLimits: store.rateLimits,
      mail,
      addressKey: secrets.sessionSecret,
      siteOrigin,
    });
    registerLanguageChoice(app);
    await registerStaticSite(
      app,
      config.clientDir,
      pages,
      new Set([...confirmationPaths, ...packCheckPagePaths, ...recallPaths, ...prescribingInfoPaths]),
      rendered,
    );
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: `No API endpoint at ${request.method} ${request.url.split('?')[0]}` }),
    );
  }

  return app;
}
