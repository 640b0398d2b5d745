import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { openStore, type Store } from '../store/store.ts';
import { buildTestApp, call, signIn, testSecrets } from '#testing/test-app.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';

describeForEachEngine('two instances on one database', (engine) => {
  let target: StoreTarget;
  const stores: Store[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    target = await createStoreTarget(engine);
    for (let instance = 0; instance < 2; instance += 1) {
      const store = await openStore({ ...target.options, seed: false });
      stores.push(store);
      apps.push(await buildTestApp(store));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await target.dispose();
  });

  it("see each other's writes and accept each other's sessions", async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const cookie = await signIn(first);
    const created = await call(second, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: { name: 'Metformin 500 mg SR', genericName: 'Metformin hydrochloride', price: 19.8 },
    });
    expect(created.status).toBe(201);
    const tablet = (created.body as { tablet: Tablet }).tablet;

    const listed = await call(first, { method: 'GET', url: '/api/tablets' });
    expect((listed.body as { tablets: Tablet[] }).tablets).toEqual([tablet]);

    const saved = await call(first, {
      method: 'PUT',
      url: `/api/tablets/${tablet.id}`,
      headers: { cookie },
      payload: { name: tablet.name, genericName: tablet.genericName, price: 21, version: 1 },
    });
    expect(saved.status).toBe(200);
    const stale = await call(second, {
      method: 'PUT',
      url: `/api/tablets/${tablet.id}`,
      headers: { cookie },
      payload: { name: tablet.name, genericName: tablet.genericName, price: 5, version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('end a session on every instance when it signs out on one', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const cookie = await signIn(first);
    const state = (app: FastifyInstance) =>
      call(app, { method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect((await state(second)).body).toMatchObject({ admin: true });
    expect(
      (await call(second, { method: 'DELETE', url: '/api/admin/session', headers: { cookie } })).status,
    ).toBe(204);
    expect((await state(first)).body).toEqual({ admin: false });
    const created = await call(first, {
      method: 'POST',
      url: '/api/tablets',
      headers: { cookie },
      payload: { name: 'Losartan 50 mg', genericName: 'Losartan potassium', price: 40 },
    });
    expect(created.status).toBe(401);
  });

  it('share the sign-in limit: failures on one count on the other', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const attempt = (app: FastifyInstance, key: string) =>
      call(app, {
        method: 'POST',
        url: '/api/admin/session',
        remoteAddress: '203.0.113.150',
        payload: { key },
      });
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt(first, 'wrong-key-0123456789')).status).toBe(401);
      expect((await attempt(second, 'wrong-key-0123456789')).status).toBe(401);
    }
    expect((await attempt(first, testSecrets.adminKey)).status).toBe(429);
    expect((await attempt(second, testSecrets.adminKey)).status).toBe(429);
  });
});
