import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tabletInputSchema, tabletSchema } from '#contract/tablet.ts';
import { createDatabase } from '../db/create-db.ts';
import { StoreUnavailableError } from '../db/store-error.ts';
import { openStore, type Store } from './store.ts';
import {
  createStoreTarget,
  describeForEachEngine,
  removeAllTablets,
  type StoreTarget,
  useSuiteStore,
} from '#testing/test-stores.ts';
import { KyselyTabletRepository } from './tablet-repository.ts';

const paracetamol = {
  name: 'Paracetamol 650 mg',
  genericName: 'Paracetamol',
  price: 30.91,
  description: 'Strip of 15 tablets.',
};

describeForEachEngine('tablet repository', (engine) => {
  const suite = useSuiteStore(engine);
  const tablets = () => suite.store.tablets;

  beforeEach(() => removeAllTablets(suite.store));

  it('creates, finds, lists, updates and removes a tablet', async () => {
    const created = await tablets().create(paracetamol);
    expect(tabletSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({ ...paracetamol, version: 1 });
    expect(created.createdAt).toBe(created.updatedAt);

    expect(await tablets().find(created.id)).toEqual(created);
    expect(await tablets().list()).toEqual([created]);
    expect(await tablets().count()).toBe(1);

    const outcome = await tablets().update(created.id, {
      name: 'Paracetamol 500 mg',
      genericName: 'Paracetamol',
      price: 22.5,
      version: 1,
    });
    expect(outcome.status).toBe('updated');
    if (outcome.status !== 'updated') return;
    expect(outcome.tablet).toMatchObject({
      id: created.id,
      name: 'Paracetamol 500 mg',
      price: 22.5,
      version: 2,
    });
    expect('description' in outcome.tablet).toBe(false);
    expect(outcome.tablet.createdAt).toBe(created.createdAt);
    expect(Date.parse(outcome.tablet.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await tablets().find(created.id)).toEqual(outcome.tablet);

    expect(await tablets().remove(created.id)).toBe(true);
    expect(await tablets().remove(created.id)).toBe(false);
    expect(await tablets().find(created.id)).toBeUndefined();
    expect(await tablets().list()).toEqual([]);
  });

  it('finds one and two letters anywhere, the very end of a text included, and nothing else', async () => {
    await tablets().createMany([
      { name: 'Dolo', genericName: 'Pcm', price: 1 },
      { name: 'Zinc', genericName: 'Zinc sulfate', price: 2 },
    ]);
    const names = async (q: string) =>
      (await tablets().page({ q, sort: 'name', limit: 50 })).tablets.map((tablet) => tablet.name);
    expect(await names('cm')).toEqual(['Dolo']);
    expect(await names('m')).toEqual(['Dolo']);
    expect(await names('lo')).toEqual(['Dolo']);
    expect(await names('e')).toEqual(['Zinc']);
    expect(await names('c')).toEqual(['Dolo', 'Zinc']);
    for (const q of ['zz', 'q', 'x', 'o p', 'ez'])
      expect(await tablets().page({ q, sort: 'name', limit: 50 })).toEqual({
        tablets: [],
        nextCursor: null,
        total: 0,
      });
  });

  it('keeps money exact', async () => {
    const prices = [119.9, 0.1 + 0.2, 0.01, 9_999_999.99, 10_000_000, 1.1, 2.675];
    for (const price of prices) {
      const created = await tablets().create({ ...paracetamol, price });
      const expected = Math.round(price * 100) / 100;
      expect(created.price).toBe(expected);
      expect((await tablets().find(created.id))?.price).toBe(expected);
    }
    expect((await tablets().create({ ...paracetamol, price: 119.9 })).price).toBe(119.9);
  });

  it('lists by name without regard to case, then by id', async () => {
    const beta = await tablets().create({ ...paracetamol, name: 'beta' });
    const upper = await tablets().create({ ...paracetamol, name: 'Alpha' });
    const lower = await tablets().create({ ...paracetamol, name: 'alpha' });
    const gamma = await tablets().create({ ...paracetamol, name: 'Gamma' });
    const alphas = [upper, lower].sort((a, b) => (a.id < b.id ? -1 : 1)).map((tablet) => tablet.id);
    expect((await tablets().list()).map((tablet) => tablet.id)).toEqual([...alphas, beta.id, gamma.id]);
  });

  it('refuses a stale version and tells what is current', async () => {
    const created = await tablets().create(paracetamol);
    const first = await tablets().update(created.id, { ...paracetamol, price: 31, version: 1 });
    expect(first.status).toBe('updated');
    const second = await tablets().update(created.id, { ...paracetamol, price: 99, version: 1 });
    expect(second).toEqual({ status: 'stale', current: expect.objectContaining({ price: 31, version: 2 }) });
    expect((await tablets().find(created.id))?.price).toBe(31);
  });

  it('treats unknown and malformed ids as not found', async () => {
    const created = await tablets().create(paracetamol);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '', '../etc']) {
      expect(await tablets().find(id)).toBeUndefined();
      expect(await tablets().update(id, { ...paracetamol, version: 1 })).toEqual({ status: 'not-found' });
      expect(await tablets().remove(id)).toBe(false);
    }
    expect(await tablets().find(created.id.toUpperCase())).toEqual(created);
    expect(await tablets().count()).toBe(1);
  });

  it('stores SQL- and HTML-looking text verbatim', async () => {
    const tricky = {
      name: "Robert'); DROP TABLE tablets;--",
      genericName: '<script>alert("x")</script> & <b>bold</b>',
      price: 1,
      description:
        'Line one\n\tLine two; SELECT * FROM store_meta; -- \'quoted\' "double" \\ backslash % _ पैरासिटामोल 💊',
    };
    const created = await tablets().create(tricky);
    expect(await tablets().find(created.id)).toMatchObject(tricky);
    expect(await tablets().count()).toBe(1);
  });
});

describeForEachEngine('tablet store lifecycle', (engine) => {
  let target: StoreTarget;
  const opened: Store[] = [];
  const open = async (seed: boolean) => {
    const store = await openStore({ ...target.options, seed });
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    target = await createStoreTarget(engine);
  });
  afterEach(async () => {
    // Read before the awaits: a close that outlives its hook would otherwise drop the next test's schema.
    const finished = target;
    for (const store of opened.splice(0)) await store.close();
    await finished.dispose();
  });

  it('keeps its totals true when another instance writes', async () => {
    const [reader, writer] = [await open(false), await open(false)];
    const total = async (q?: string) =>
      (await reader.tablets.page({ sort: 'name', limit: 50, ...(q ? { q } : {}) })).total;
    expect([await total(), await total('para'), await total('pa'), await total('zz')]).toEqual([0, 0, 0, 0]);

    const first = await writer.tablets.create(paracetamol);
    expect([await total(), await total('para'), await total('pa')]).toEqual([1, 1, 1]);
    await writer.tablets.createMany([paracetamol, { ...paracetamol, name: 'Dolo 650', genericName: 'Pcm' }]);
    expect([await total(), await total('para'), await total('pa'), await total('zz')]).toEqual([3, 2, 2, 0]);
    await writer.tablets.update(first.id, { ...paracetamol, name: 'Crocin Pain 650', genericName: 'Pcm' });
    expect([await total(), await total('para'), await total('pa')]).toEqual([3, 1, 2]);
    await writer.tablets.remove(first.id);
    expect([await total(), await total('para'), await total('pa')]).toEqual([2, 1, 1]);
  });

  // Over 2,000 matches: SQLite walks the sort index instead of sorting every match.
  it('pages a search with thousands of matches in order, each tablet once', async () => {
    const store = await open(false);
    const inputs = Array.from({ length: 2_800 }, (_, index) => ({
      ...paracetamol,
      name: `${index % 7 === 0 ? 'Dolo' : 'Parax'} ${(index * 7919) % 2_800}`,
      price: 1 + ((index * 31) % 400),
    }));
    await store.tablets.createMany(inputs);
    for (const sort of ['name', '-price'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.tablets.page({
          q: 'parax',
          sort,
          limit: 500,
          ...(cursor ? { cursor } : {}),
        });
        expect(page.total).toBe(inputs.filter((input) => input.name.startsWith('Parax')).length);
        seen.push(...page.tablets.map((tablet) => `${tablet.name}|${tablet.price}`));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const all = (await store.tablets.list()).filter((tablet) => tablet.name.startsWith('Parax'));
      expect(seen).toHaveLength(all.length);
      expect(new Set(seen).size).toBe(seen.length);
      const byName = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);
      const keys = seen.map((entry) =>
        sort === 'name' ? entry.split('|')[0]!.toLowerCase() : -Number(entry.split('|')[1]),
      );
      expect(keys).toEqual(
        [...keys].sort((left, right) =>
          typeof left === 'number' ? left - (right as number) : byName(left, right as string),
        ),
      );
    }
  });

  it('keeps everything when the store is reopened', async () => {
    const first = await open(false);
    await first.tablets.create(paracetamol);
    const changed = await first.tablets.create({ ...paracetamol, name: 'Cetirizine 10 mg', price: 18.5 });
    await first.tablets.update(changed.id, { ...paracetamol, name: 'Cetirizine', version: 1 });
    const removed = await first.tablets.create({ ...paracetamol, name: 'Gone' });
    await first.tablets.remove(removed.id);
    const expected = await first.tablets.list();
    await first.close();
    opened.splice(0);

    const second = await open(false);
    expect(await second.tablets.list()).toEqual(expected);
    expect(expected.map((tablet) => [tablet.name, tablet.version])).toEqual([
      ['Cetirizine', 2],
      ['Paracetamol 650 mg', 1],
    ]);
  });

  it('seeds a valid starter catalogue once, and never into a store that was emptied', async () => {
    const first = await open(true);
    const seeded = await first.tablets.list();
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    expect(seeded.length).toBeLessThanOrEqual(12);
    for (const tablet of seeded) {
      expect(tabletSchema.parse(tablet)).toEqual(tablet);
      const { name, genericName, price, description } = tablet;
      expect(tabletInputSchema.parse({ name, genericName, price, description })).toEqual({
        name,
        genericName,
        price,
        description,
      });
    }

    const again = await open(true);
    expect(await again.tablets.count()).toBe(seeded.length);

    await removeAllTablets(again);
    const afterEmptying = await open(true);
    expect(await afterEmptying.tablets.count()).toBe(0);
  });

  it('does not seed when seeding is off', async () => {
    const store = await open(false);
    expect(await store.tablets.count()).toBe(0);
  });

  it('does not seed a store that already holds tablets', async () => {
    const store = await open(false);
    await store.tablets.create(paracetamol);
    const reopened = await open(true);
    expect((await reopened.tablets.list()).map((tablet) => tablet.name)).toEqual([paracetamol.name]);
  });

  if (engine === 'postgres') {
    it('lets several instances start at once: one migration, one seed', async () => {
      const stores = await Promise.all([open(true), open(true), open(true)]);
      const counts = await Promise.all(stores.map((store) => store.tablets.count()));
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBeGreaterThanOrEqual(8);
    });
  }
});

describe('an unreachable PostgreSQL', () => {
  it('fails fast with a store error', async () => {
    const { db } = createDatabase({ dataDir: tmpdir(), databaseUrl: 'postgres://nobody@127.0.0.1:9/none' });
    const started = Date.now();
    await expect(new KyselyTabletRepository(db, 'postgres').list()).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    await db.destroy();
  });
});
