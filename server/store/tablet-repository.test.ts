import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rupeesToPaise, tabletInputSchema, tabletSchema } from '#contract/tablet.ts';
import { tabletSearchText } from '../db/tablet-search-text.ts';
import { createDatabase } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
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

  beforeEach(() => removeAllTablets(suite.target));

  it('creates, finds, lists, updates and removes a tablet', async () => {
    const { productSlug, ...created } = await tablets().create(paracetamol);
    expect(productSlug).toBe('paracetamol-650-mg');
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

    expect(await tablets().remove(created.id)).toEqual({ status: 'removed', productSlug });
    expect(await tablets().remove(created.id)).toEqual({ status: 'not-found' });
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
    const { productSlug: _, ...created } = await tablets().create(paracetamol);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '', '../etc']) {
      expect(await tablets().find(id)).toBeUndefined();
      expect(await tablets().update(id, { ...paracetamol, version: 1 })).toEqual({ status: 'not-found' });
      expect(await tablets().remove(id)).toEqual({ status: 'not-found' });
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
  const open = async () => {
    const store = await openStore(target.options);
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
    const [reader, writer] = [await open(), await open()];
    await removeAllTablets(target);
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
    const store = await open();
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
    const first = await open();
    await first.tablets.create(paracetamol);
    const changed = await first.tablets.create({ ...paracetamol, name: 'Cetirizine 10 mg', price: 18.5 });
    await first.tablets.update(changed.id, { ...paracetamol, name: 'Cetirizine', version: 1 });
    const removed = await first.tablets.create({ ...paracetamol, name: 'Gone' });
    await first.tablets.remove(removed.id);
    const expected = await first.tablets.list();
    await first.close();
    opened.splice(0);

    const second = await open();
    expect(await second.tablets.list()).toEqual(expected);
    const made = new Set(['Cetirizine', 'Paracetamol 650 mg', 'Gone']);
    expect(
      expected.filter((tablet) => made.has(tablet.name)).map((tablet) => [tablet.name, tablet.version]),
    ).toEqual([
      ['Cetirizine', 2],
      ['Paracetamol 650 mg', 1],
    ]);
  });

  it('lists every product of the master that is a tablet, once, as valid tablets, across restarts', async () => {
    const first = await open();
    const listed = await first.tablets.list();
    const tabletProducts = (await first.products.all()).filter((product) =>
      /\btablet/i.test(product.record.dosageForm),
    );
    expect(tabletProducts.map((product) => product.record.name)).toContain('CardioHealth Plus');
    expect(listed.map((tablet) => tablet.name).sort()).toEqual(
      tabletProducts.map((product) => product.record.name).sort(),
    );
    for (const tablet of listed) {
      expect(tabletSchema.parse(tablet)).toEqual(tablet);
      const { name, genericName, price, description } = tablet;
      expect(tabletInputSchema.parse({ name, genericName, price, description })).toEqual({
        name,
        genericName,
        price,
        description,
      });
    }
    const cardio = listed.find((tablet) => tablet.name === 'CardioHealth Plus');
    expect(cardio).toMatchObject({
      genericName: 'Telmisartan + Amlodipine (as amlodipine besilate)',
      price: 299,
    });

    const again = await open();
    expect(await again.tablets.list()).toEqual(listed);
  });

  it('makes each tablet kept on its own before joining the master a product never published, once', async () => {
    const { db } = createDatabase(target.options);
    try {
      await migrateToLatest(db, engine);
      // A tablet as /tablets kept it before the master held tablets: a row of the list alone.
      const at = new Date().toISOString();
      await db
        .insertInto('tablets')
        .values({
          id: '3f0c2b7e-5d1a-4c8e-9b6f-2a4d8e1c7b90',
          name: paracetamol.name,
          generic_name: paracetamol.genericName,
          search_text: tabletSearchText(paracetamol.name, paracetamol.genericName),
          price_paise: rupeesToPaise(paracetamol.price),
          description: null,
          version: 1,
          created_at: at,
          updated_at: at,
          product_slug: null,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const store = await open();
    const [tablet] = (await store.tablets.list()).filter(
      (listedTablet) => listedTablet.name === paracetamol.name,
    );
    expect(tablet).toBeDefined();
    const unpublished = (await store.products.all({ unpublished: true })).filter(
      (product) => product.version === 0,
    );
    expect(unpublished.map((product) => product.record.name)).toEqual([paracetamol.name]);
    expect((await store.products.all()).map((product) => product.record.name)).not.toContain(
      paracetamol.name,
    );
    expect(await store.products.draftOf(unpublished[0]!.slug)).toMatchObject({
      baseVersion: 0,
      record: {
        name: paracetamol.name,
        price: paracetamol.price,
        composition: [{ substance: 'Paracetamol' }],
      },
    });

    // Tablets loaded in bulk are products never published too, each with its draft; none is made twice.
    await store.tablets.createMany([
      { ...paracetamol, name: 'Bulk 1' },
      { ...paracetamol, name: 'Bulk 1' },
    ]);
    const reopened = await open();
    const bulk = (await reopened.products.all({ unpublished: true })).filter((product) =>
      product.record.name.startsWith('Bulk'),
    );
    expect(bulk.map((product) => [product.slug, product.version])).toEqual([
      ['bulk-1', 0],
      ['bulk-1-2', 0],
    ]);
    expect(await reopened.products.draftOf('bulk-1-2')).toMatchObject({
      baseVersion: 0,
      record: { name: 'Bulk 1', price: paracetamol.price },
    });
    const inspect = createDatabase(target.options);
    try {
      const rows = await inspect.db
        .selectFrom('tablets')
        .select('product_slug')
        .where('name', '=', 'Bulk 1')
        .orderBy('product_slug')
        .execute();
      expect(rows.map((row) => row.product_slug)).toEqual(['bulk-1', 'bulk-1-2']);
    } finally {
      await inspect.db.destroy();
    }
  });

  if (engine === 'postgres') {
    it('lets several instances start at once: one migration, the master’s tablets once', async () => {
      const stores = await Promise.all([open(), open(), open()]);
      const counts = await Promise.all(stores.map((store) => store.tablets.count()));
      expect(new Set(counts).size).toBe(1);
      expect(counts[0]).toBe(10);
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
