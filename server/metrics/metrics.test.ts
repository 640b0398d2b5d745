import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { writeBackupMarker } from '../backup/backup-marker.ts';
import { createDatabase } from '../db/create-db.ts';
import { loadConfig } from '../env.ts';
import { packSigningKeyFile } from '../packs/pack-signing-key.ts';
import { openStore, type Store } from '../store/store.ts';
import { metricValue, scrapeMetrics } from '#testing/metrics-scrape.ts';
import { buildTestApp, call, testPackSigningKeys, testSecrets } from '#testing/test-app.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';

const report = {
  reporterName: 'Ravi Kumar',
  reporterEmail: 'ravi@example.in',
  reporterType: 'patient',
  productName: 'AllerClear',
  description: 'Rash after the second tablet.',
  seriousness: 'death',
  consentToContact: true,
};

describeForEachEngine('Prometheus metrics', (engine) => {
  let target: StoreTarget;
  let store: Store;
  let app: FastifyInstance;

  beforeAll(async () => {
    target = await createStoreTarget(engine);
    store = await openStore({ ...target.options });
    app = await buildTestApp(store, {
      // Mail configured, its pollers off: notifications and mails stay queued for the gauges to see.
      env: {
        DATA_DIR: target.options.dataDir,
        METRICS_PORT: '0',
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_TO: 'safety@aarogya.example',
      },
      backgroundJobs: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await target.dispose();
  });

  it('has no listener and counts nothing without METRICS_PORT', async () => {
    const plain = await buildTestApp(store, { backgroundJobs: false });
    expect(plain.metricsListener).toBeNull();
    await plain.close();
  });

  it('counts requests by route pattern, never by their address', async () => {
    expect((await call(app, { method: 'GET', url: '/api/inbox/4711' })).status).toBe(401);
    const text = await scrapeMetrics(app);
    const series =
      'aarogya_http_request_duration_seconds_count{route="/api/inbox/:id",method="GET",status="401"}';
    expect(metricValue(text, series)).toBe(1);
    expect(
      metricValue(text, 'aarogya_http_requests_total{route="/api/inbox/:id",method="GET",status="401"}'),
    ).toBe(1);
    // No label holds the address or its id (a gauge's value may well contain the digits).
    expect(text).not.toMatch(/="[^"]*4711[^"]*"/);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('counts failed staff sign-ins', async () => {
    const refused = await call(app, {
      method: 'POST',
      url: '/api/admin/session',
      payload: { key: 'not-the-admin-key-0000' },
    });
    expect(refused.status).toBe(401);
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_staff_sign_in_failures_total{route="/api/admin/session"}')).toBe(1);
  });

  it('counts a submission by kind, and shows its notification waiting and its case open', async () => {
    const sent = await call(app, { method: 'POST', url: '/api/adverse-event-reports', payload: report });
    expect(sent.status).toBe(201);
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_submissions_total{kind="adverse-event"}')).toBe(1);
    expect(metricValue(text, 'aarogya_outbox_depth{channel="staff-notification"}')).toBe(1);
    expect(
      metricValue(text, 'aarogya_outbox_oldest_age_seconds{channel="staff-notification"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(metricValue(text, 'aarogya_safety_cases_open{age="under-1d"}')).toBe(1);
    expect(metricValue(text, 'aarogya_safety_cases_open{age="over-15d"}')).toBe(0);
    expect(metricValue(text, 'aarogya_safety_cases_serious_overdue')).toBe(0);
    expect(text).not.toMatch(/Ravi|ravi@example/);
  });

  it('counts a serious report past its 15 days as overdue', async () => {
    const handle = createDatabase(target.options);
    try {
      const twentyDaysAgo = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toISOString();
      await sql`update leads set created_at = ${twentyDaysAgo} where kind = 'adverse-event'`.execute(
        handle.db,
      );
    } finally {
      await handle.close();
    }
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_safety_cases_open{age="over-15d"}')).toBe(1);
    expect(metricValue(text, 'aarogya_safety_cases_serious_overdue')).toBe(1);
    expect(
      metricValue(text, 'aarogya_outbox_oldest_age_seconds{channel="staff-notification"}'),
    ).toBeGreaterThan(19 * 24 * 60 * 60);
  });

  it('shows a mail waiting in the mail outbox', async () => {
    // The report above queued its receipt to the reporter.
    const before = await store.outbox.size('mail');
    expect(metricValue(await scrapeMetrics(app), 'aarogya_outbox_depth{channel="mail"}')).toBe(before);
    await store.outbox.add('sealed message', Date.now() + 60_000);
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_outbox_depth{channel="mail"}')).toBe(before + 1);
    expect(metricValue(text, 'aarogya_outbox_oldest_age_seconds{channel="mail"}')).toBeGreaterThanOrEqual(0);
  });

  it('reads the last backup and the signing key from the data folder at each scrape', async () => {
    const dataDir = target.options.dataDir;
    let text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_backup_last_success_timestamp_seconds')).toBe(0);
    expect(metricValue(text, 'aarogya_pack_signing_key_present')).toBe(0);
    const finishedAt = new Date('2026-11-28T02:30:00Z');
    await writeBackupMarker(dataDir, 'aarogya-backup-20261128T023000000Z.enc', finishedAt);
    await writeFile(path.join(dataDir, packSigningKeyFile), 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A\n');
    text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_backup_last_success_timestamp_seconds')).toBe(
      finishedAt.getTime() / 1000,
    );
    expect(metricValue(text, 'aarogya_pack_signing_key_present')).toBe(1);
    expect(metricValue(text, 'aarogya_store_up')).toBe(1);
  });
});

describeForEachEngine('Prometheus metrics while the store is down', (engine) => {
  let target: StoreTarget;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    await target.dispose();
    app = undefined;
  });

  it('still answers a scrape, with the store down and its gauges left out', async () => {
    target = await createStoreTarget(engine);
    const store = await openStore({ ...target.options });
    app = await buildTestApp(store, {
      env: { DATA_DIR: target.options.dataDir, METRICS_PORT: '0', PACK_SIGNING_KEY: 'a'.repeat(43) },
      backgroundJobs: false,
    });
    await writeBackupMarker(target.options.dataDir, 'last.enc', new Date('2026-11-27T02:30:00Z'));
    await store.close();
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_store_up')).toBe(0);
    expect(text).not.toMatch(/^aarogya_outbox_depth\{/m);
    expect(metricValue(text, 'aarogya_backup_last_success_timestamp_seconds')).toBe(
      Date.parse('2026-11-27T02:30:00Z') / 1000,
    );
    expect(metricValue(text, 'aarogya_pack_signing_key_present')).toBe(1);
  });
});

it('times the queries of a store the app opens itself', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-metrics-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '0' }),
    serveClient: false,
    logger: false,
    secrets: testSecrets,
    packSigningKeys: testPackSigningKeys,
    backgroundJobs: false,
  });
  try {
    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    const text = await scrapeMetrics(app);
    expect(metricValue(text, 'aarogya_store_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0);
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
