import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.ts';
import { linkServerBuild, smallestSiteFiles, writeClientBuild } from '#testing/client-build.ts';
import { buildTestApp, call, signIn } from '#testing/test-app.ts';
import { type FaultyProxy, startFaultyProxy } from '#testing/tcp-proxy.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';

const tablet = { name: 'Pantoprazole 40 mg', genericName: 'Pantoprazole sodium', price: 48 };

describeForEachEngine('API when the store fails', (engine) => {
  let target: StoreTarget;
  let store: Store | undefined;
  let app: FastifyInstance | undefined;
  let proxy: FaultyProxy | undefined;
  let buildDir: string | undefined;

  afterEach(async () => {
    await app?.close();
    await store?.close();
    await proxy?.close();
    await target.dispose();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
    app = store = proxy = buildDir = undefined;
  });

  async function expectUnavailable(cookie: string) {
    const started = Date.now();
    const listed = await call(app!, { method: 'GET', url: '/api/tablets' });
    expect(listed).toMatchObject({ status: 503, body: { error: expect.stringMatching(/not available/) } });
    expect(listed.headers['retry-after']).toBe('5');
    expect(JSON.stringify(listed.body)).not.toMatch(/ECONNREFUSED|at .+:\d+/);
    const created = await call(app!, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: tablet,
    });
    expect(created.status).toBe(503);
    expect(await call(app!, { method: 'GET', url: '/api/health' })).toMatchObject({
      status: 503,
      body: { status: 'unavailable' },
    });
    expect(Date.now() - started).toBeLessThan(8_000);
  }

  it('answers a page read from the store with a page a browser can show, and the API with JSON', async () => {
    target = await createStoreTarget(engine);
    store = await openStore({ ...target.options });
    buildDir = await mkdtemp(path.join(tmpdir(), 'pharma-outage-'));
    await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
    // `/recalls` is rendered from the store by the server build.
    await linkServerBuild(buildDir);
    app = await buildTestApp(store, { buildDir, backgroundJobs: false });
    // Closed before its first query: the store must not go on answering (on PostgreSQL it did).
    await store.close();
    for (const url of ['/recalls', '/verify?code=AAAA-BBBB-CCCC']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['retry-after'], url).toBe('5');
      expect(page.body, url).toContain('<title>Please try again in a moment</title>');
      expect(page.body, url).toContain('Our database is not available right now.');
      expect(page.body, url).not.toMatch(/ECONNREFUSED|at .+:\d+/);
    }
    // A form posted without script gets the page too; the site's scripts (Accept: any) get JSON.
    const posted = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { accept: 'text/html,*/*;q=0.8', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        fullName: 'Priya Reddy',
        email: 'priya@example.in',
        productName: 'Glucose Meter',
        quantity: '40',
        agreed: 'on',
      }).toString(),
    });
    expect(posted.statusCode).toBe(503);
    expect(posted.headers['content-type']).toMatch(/^text\/html/);
    expect(posted.body).toContain('Our database is not available right now.');
    const api = await app.inject({ method: 'GET', url: '/api/tablets', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ error: expect.stringMatching(/not available/) });
  });

  it('answers 503 while the store is closed, and health says so', async () => {
    target = await createStoreTarget(engine);
    store = await openStore({ ...target.options });
    app = await buildTestApp(store);
    const cookie = await signIn(app);
    expect(await call(app, { method: 'GET', url: '/api/health' })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    await store.close();
    await expectUnavailable(cookie);
  });

  if (engine === 'postgres') {
    it('recovers by itself when PostgreSQL comes back', async () => {
      target = await createStoreTarget(engine);
      const database = new URL(target.options.databaseUrl!);
      proxy = await startFaultyProxy(database.hostname, Number(database.port || 5432));
      database.host = `127.0.0.1:${proxy.port}`;
      store = await openStore({ ...target.options, databaseUrl: database.toString() });
      app = await buildTestApp(store);
      const cookie = await signIn(app);
      expect(
        (await call(app, { method: 'POST', url: '/api/tablets', headers: { cookie }, payload: tablet }))
          .status,
      ).toBe(201);

      await proxy.refuse();
      await expectUnavailable(cookie);

      await proxy.restore();
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
        status = (await call(app, { method: 'GET', url: '/api/tablets' })).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(200);
      const listed = await call(app, { method: 'GET', url: '/api/tablets?q=Pantoprazole' });
      expect((listed.body as { tablets: unknown[] }).tablets).toHaveLength(1);
      expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    });
  }
});
