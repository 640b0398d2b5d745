import { sql } from 'kysely';
import { AuditRepository } from './audit-repository.ts';
import { BatchRepository } from './batch-repository.ts';
import { PackSightingRepository } from './pack-sighting-repository.ts';
import { RecallRepository } from './recall-repository.ts';
import { RecallSubscriptionRepository } from './recall-subscription-repository.ts';
import { LeadAssignmentRepository } from './lead-assignment-repository.ts';
import { LeadOverviewRepository } from './lead-overview-repository.ts';
import { LeadReplyRepository } from './lead-reply-repository.ts';
import { StaffPushRepository } from './staff-push-repository.ts';
import { VisitorRequestRepository } from './visitor-request-repository.ts';
import { ReplyTemplateRepository } from './reply-template-repository.ts';
import { SafetyCaseRepository } from './safety-case-repository.ts';
import { LeadRepository } from './lead-repository.ts';
import { NotificationOutboxRepository } from './notification-outbox-repository.ts';
import { OutboxRepository } from './outbox-repository.ts';
import { PageChangeRepository } from './page-change-repository.ts';
import { ProductRepository } from './product-repository.ts';
import { PackShotRepository } from './pack-shot-repository.ts';
import { MonitoringRepository } from './monitoring-repository.ts';
import { RateLimitRepository } from './rate-limit-repository.ts';
import { type AdminSessionRepository, KyselyAdminSessionRepository } from './admin-session-repository.ts';
import { KyselyLoginFailureRepository, type LoginFailureRepository } from './login-failure-repository.ts';
import { KyselyTabletRepository, type TabletRepository } from './tablet-repository.ts';
import { StaffAccountRepository } from './staff-account-repository.ts';
import { StaffCredentialRepository } from './staff-credential-repository.ts';
import { StaffPasskeyRepository } from './staff-passkey-repository.ts';
import { createDatabase, type DatabaseOptions, storeLocation } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Engine } from '../db/schema.ts';
import { followShippedCatalogue } from './shipped-catalogue.ts';

export interface Store {
  engine: Engine;
  /** Where the data lives, safe to log. */
  location: string;
  tablets: TabletRepository;
  /** Batches of the catalogue's products, which pack codes name. */
  batches: BatchRepository;
  /** Where each pack's code has been checked. */
  packSightings: PackSightingRepository;
  /** Recall notices and the batches they recall. */
  recalls: RecallRepository;
  /** Visitors' addresses for mail about a product's recalls. */
  recallSubscriptions: RecallSubscriptionRepository;
  adminSessions: AdminSessionRepository;
  /** Named staff accounts and their roles. */
  staffAccounts: StaffAccountRepository;
  /** Their invitations, passwords, TOTP secrets and recovery codes. */
  staffCredentials: StaffCredentialRepository;
  /** Their passkeys and the WebAuthn challenges in flight. */
  staffPasskeys: StaffPasskeyRepository;
  loginFailures: LoginFailureRepository;
  /** What visitors send through the site's forms, and its handling. */
  leads: LeadRepository;
  /** Who handles each submission, and every assignment made. */
  leadAssignments: LeadAssignmentRepository;
  leadReplies: LeadReplyRepository;
  visitorRequests: VisitorRequestRepository;
  staffPush: StaffPushRepository;
  leadOverview: LeadOverviewRepository;
  safetyCases: SafetyCaseRepository;
  replyTemplates: ReplyTemplateRepository;
  /** The staff notification mails of new submissions still to send, kept with their submissions. */
  notificationOutbox: NotificationOutboxRepository;
  /** Every other message still to send, mails to people and alerts to staff browsers. */
  outbox: OutboxRepository;
  /** Changes of what pages show, for every instance's render cache. */
  pageChanges: PageChangeRepository;
  /** The product master: every product with a page (issue 50). */
  products: ProductRepository;
  /** The pack shots staff uploaded for products, with the renditions the pages show. */
  packShots: PackShotRepository;
  /** Submissions counted per network and kind (when they are not counted in Redis). */
  rateLimits: RateLimitRepository;
  /** The staff audit log, a hash chain. */
  audit: AuditRepository;
  /** Counts and times for readiness checks and metrics. */
  monitoring: MonitoringRepository;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type OpenStoreOptions = DatabaseOptions;

async function runMigrations(options: OpenStoreOptions): Promise<void> {
  // Migrations get their own connection without the request-sized statement timeout: waiting for
  // another instance's migration lock may take longer than any request should.
  const handle = createDatabase({ ...options, maxConnections: 1, statementTimeoutMs: 120_000 });
  try {
    await migrateToLatest(handle.db, handle.engine);
  } finally {
    await handle.close();
  }
}

export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

/**
 * Opens the database, migrates it to the latest schema, brings the product master up to the shipped
 * catalogue, whose tablets /tablets shows.
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const failed = (error: unknown) =>
    new StoreOpenError(
      `Could not open the data store at ${storeLocation(options)}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  if (options.databaseUrl)
    await runMigrations(options).catch((error: unknown) => Promise.reject(failed(error)));
  const handle = createDatabase(options);
  const { db, engine, location } = handle;
  try {
    if (engine === 'sqlite') await migrateToLatest(db, engine);
    await followShippedCatalogue(db, engine);
  } catch (error) {
    await handle.close();
    throw failed(error);
  }
  return {
    engine,
    location,
    tablets: new KyselyTabletRepository(db, engine),
    batches: new BatchRepository(db, engine),
    packSightings: new PackSightingRepository(db),
    recalls: new RecallRepository(db, engine),
    recallSubscriptions: new RecallSubscriptionRepository(db),
    adminSessions: new KyselyAdminSessionRepository(db),
    staffAccounts: new StaffAccountRepository(db, engine),
    staffCredentials: new StaffCredentialRepository(db),
    staffPasskeys: new StaffPasskeyRepository(db),
    loginFailures: new KyselyLoginFailureRepository(db),
    leads: new LeadRepository(db, engine),
    leadAssignments: new LeadAssignmentRepository(db, engine),
    leadReplies: new LeadReplyRepository(db, engine),
    visitorRequests: new VisitorRequestRepository(db),
    staffPush: new StaffPushRepository(db),
    leadOverview: new LeadOverviewRepository(db),
    safetyCases: new SafetyCaseRepository(db, engine),
    replyTemplates: new ReplyTemplateRepository(db),
    notificationOutbox: new NotificationOutboxRepository(db, engine),
    outbox: new OutboxRepository(db, engine),
    pageChanges: new PageChangeRepository(db),
    products: new ProductRepository(db, engine),
    packShots: new PackShotRepository(db),
    rateLimits: new RateLimitRepository(db),
    audit: new AuditRepository(db),
    monitoring: new MonitoringRepository(db, engine),
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => handle.close(),
  };
}
