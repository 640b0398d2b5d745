import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { openStore, type Store } from '../store/store.ts';
import { createStoreTarget, describeForEachEngine, type StoreTarget } from '#testing/test-stores.ts';
import { followPageChanges, type PageChanges, productTag } from './page-changes.ts';
import { pageVariant } from './page-store.ts';
import { RenderCache } from './render-cache.ts';

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** One instance's cache, and how many times it rendered each page. */
function instanceCache() {
  const cache = new RenderCache(() => {});
  const renders = new Map<string, number>();
  const page = (pathname: string, slug: string) =>
    cache.page(pathname, async () => {
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1);
      return { document: pageVariant(pathname, []), status: 200, tags: new Set([productTag(slug)]) };
    });
  return { cache, renders, page };
}

describeForEachEngine('page changes between instances', (engine) => {
  let target: StoreTarget;
  const stores: Store[] = [];

  beforeAll(async () => {
    target = await createStoreTarget(engine);
    for (let instance = 0; instance < 2; instance += 1) stores.push(await openStore({ ...target.options }));
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await target.dispose();
  });

  it('drop the changed pages here at once and on the other instance at its next read, and no others', async () => {
    const [here, there] = [instanceCache(), instanceCache()];
    const follow = (cache: RenderCache, store: Store): Promise<PageChanges> =>
      followPageChanges({ changes: store.pageChanges, cache, log, pollMs: 0 });
    const changesHere = await follow(here.cache, stores[0]!);
    const changesThere = await follow(there.cache, stores[1]!);
    for (const instance of [here, there]) {
      await instance.page('/products/a/neurovital', 'neurovital');
      await instance.page('/te/products/a/neurovital', 'neurovital');
      await instance.page('/products/a/heartguard', 'heartguard');
    }

    await changesHere.changed([productTag('neurovital')]);
    await here.page('/products/a/neurovital', 'neurovital');
    expect(here.renders.get('/products/a/neurovital')).toBe(2);

    await changesThere.follow();
    for (const instance of [here, there]) {
      await instance.page('/products/a/neurovital', 'neurovital');
      await instance.page('/te/products/a/neurovital', 'neurovital');
      await instance.page('/products/a/heartguard', 'heartguard');
      expect(Object.fromEntries(instance.renders)).toEqual({
        '/products/a/neurovital': 2,
        '/te/products/a/neurovital': 2,
        '/products/a/heartguard': 1,
      });
    }

    // Read again, a change is not applied twice; the instance that made it passes over it too.
    await changesThere.follow();
    await changesHere.follow();
    await there.page('/products/a/neurovital', 'neurovital');
    await here.page('/products/a/neurovital', 'neurovital');
    expect(there.renders.get('/products/a/neurovital')).toBe(2);
    expect(here.renders.get('/products/a/neurovital')).toBe(2);
  });

  it('start from the newest change, so a new instance does not read the past', async () => {
    await stores[0]!.pageChanges.record([productTag('heartguard')]);
    const fresh = instanceCache();
    const changes = await followPageChanges({
      changes: stores[1]!.pageChanges,
      cache: fresh.cache,
      log,
      pollMs: 0,
    });
    await fresh.page('/products/a/heartguard', 'heartguard');
    await changes.follow();
    await fresh.page('/products/a/heartguard', 'heartguard');
    expect(fresh.renders.get('/products/a/heartguard')).toBe(1);
  });
});
