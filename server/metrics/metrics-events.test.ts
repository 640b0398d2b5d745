import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../env.ts';
import { openStore, type Store } from '../store/store.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { metricValue, scrapeMetrics } from '#testing/metrics-scrape.ts';
import { buildTestApp, call, testPackSigningKeys, testSecrets } from '#testing/test-app.ts';
import { createStoreTarget, type StoreTarget } from '#testing/test-stores.ts';
import { Heartbeat } from './heartbeat.ts';

describe('metrics counted where things happen', () => {
  let target: StoreTarget;
  let store: Store;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    target = await createStoreTarget('sqlite');
    store = await openStore({ ...target.options });
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await store.close();
    await target.dispose();
  });

  it('counts pack checks by result on the verify page', async () => {
    const buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-metrics-verify-'));
    try {
      await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
      await linkServerBuild(buildDir);
      app = await buildTestApp(store, { buildDir, env: { METRICS_PORT: '0' }, backgroundJobs: false });
      const answer = await app.inject({ method: 'GET', url: '/verify?code=AAAA-BBBB-CCCC' });
      expect(answer.statusCode).toBe(200);
      const text = await scrapeMetrics(app);
      expect(metricValue(text, 'aarogya_pack_checks_total{result="not-found"}')).toBe(1);
      expect(
        metricValue(text, 'aarogya_http_requests_total{route="/verify",method="GET",status="200"}'),
      ).toBe(1);
      expect(text).not.toContain('AAAA-BBBB');
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
  });

  it('counts a notification the mail server did not take, and keeps its poller ready', async () => {
    app = await buildApp({
      // Nothing listens on the discard port: every send fails at once.
      config: loadConfig({
        DATA_DIR: target.options.dataDir,
        METRICS_PORT: '0',
        SMTP_URL: 'smtp://127.0.0.1:9',
        NOTIFY_TO: 'sales@aarogya.example',
      }),
      serveClient: false,
      logger: false,
      store,
      secrets: testSecrets,
      packSigningKeys: testPackSigningKeys,
      outboxPollMs: 50,
      outboxRetryMs: 60_000,
    });
    const sent = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: {
        name: 'Priya Reddy',
        email: 'priya@example.in',
        subject: 'Stockist',
        message: 'Call me.',
        terms: true,
      },
    });
    expect(sent.status).toBe(201);
    const series = 'aarogya_mail_send_failures_total{channel="staff-notification"}';
    const deadline = Date.now() + 15_000;
    let failures: number | undefined;
    while (Date.now() < deadline) {
      failures = metricValue(await scrapeMetrics(app), series);
      if (failures !== undefined && failures >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(await call(app, { method: 'GET', url: '/api/ready' })).toMatchObject({
      status: 200,
      body: { checks: { notificationOutbox: 'ok', mailOutbox: 'ok' } },
    });
  });
});

describe('Heartbeat', () => {
  it('counts a loop silent for longer than its limit as dead, and alive again once it beats', () => {
    let now = 1_000;
    const heartbeat = new Heartbeat(60_000, () => now);
    expect(heartbeat.isAlive()).toBe(true);
    now += 60_000;
    expect(heartbeat.isAlive()).toBe(true);
    now += 1;
    expect(heartbeat.isAlive()).toBe(false);
    heartbeat.beat();
    expect(heartbeat.isAlive()).toBe(true);
  });
});
