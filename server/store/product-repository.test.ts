import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { catalogueEntries, showcaseProducts } from '#catalogue/catalogue.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { followShippedCatalogue, shippedProducts } from './shipped-catalogue.ts';

const shipped = catalogueEntries();

describeForEachEngine('the product master', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  const products = () => suite.store.products;

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  /** The master as the store opened it: the shipped catalogue, each product at version 1. */
  beforeEach(async () => {
    await handle.db.deleteFrom('products').execute();
    await followShippedCatalogue(handle.db, engine);
  });

  it('holds every product of the shipped catalogue, in its lists’ order, once', async () => {
    const all = await products().all();
    expect(all.map((product) => product.slug).sort()).toEqual(
      shipped.map(({ product }) => product.slug).sort(),
    );
    const supplements = all.filter(
      (product) => product.categoryId === 'supplements' && product.place === 'list',
    );
    expect(supplements.map((product) => product.position)).toEqual(supplements.map((_, index) => index));
    expect(all.filter((product) => product.place === 'showcase').map((product) => product.slug)).toEqual(
      showcaseProducts.map((product) => product.slug),
    );
    for (const { product } of shipped) {
      const held = all.find((candidate) => candidate.slug === product.slug)!;
      expect(held.record, product.slug).toEqual(product);
      expect(held.version).toBe(1);
      expect(held.editedBy).toBeNull();
    }
  });

  it('holds each text field’s Telugu and Hindi as the message catalogues had them', async () => {
    const { product } = shipped[0]!;
    const held = (await products().bySlug(product.slug))!;
    for (const locale of ['te', 'hi'] as const) {
      const description = messagesFor(locale)[`product.${product.id}.description`];
      expect(description, locale).toBeTruthy();
      expect(held.translations[locale]?.description).toBe(description);
      expect(held.translations[locale]?.['usage.0']).toBe(
        messagesFor(locale)[`product.${product.id}.usage.0`],
      );
    }
  });

  it('finds a product by its slug', async () => {
    const { product } = shipped[0]!;
    expect((await products().bySlug(product.slug))?.record.name).toBe(product.name);
    expect(await products().bySlug('no-such-product')).toBeUndefined();
  });

  it('follows the shipped catalogue at each start: unedited products take its fields, edited ones keep theirs', async () => {
    expect(await followShippedCatalogue(handle.db, engine)).toEqual([]);

    const [first, second] = shippedProducts();
    await handle.db
      .updateTable('products')
      .set({ edited_by: 'account-1' })
      .where('slug', '=', second!.slug)
      .execute();
    const corrected = shippedProducts().map((product) =>
      product.slug === first!.slug || product.slug === second!.slug
        ? { ...product, record: JSON.stringify({ ...JSON.parse(product.record), price: 1 }) }
        : product,
    );
    expect(await followShippedCatalogue(handle.db, engine, corrected)).toEqual([first!.slug]);

    const followed = (await products().bySlug(first!.slug))!;
    expect(followed.record.price).toBe(1);
    expect(followed.version).toBe(2);
    const versions = await handle.db
      .selectFrom('product_versions')
      .select(['version', 'record'])
      .where('slug', '=', first!.slug)
      .orderBy('version')
      .execute();
    expect(versions.map((version) => [Number(version.version), JSON.parse(version.record).price])).toEqual([
      [1, JSON.parse(first!.record).price],
      [2, 1],
    ]);
    const kept = (await products().bySlug(second!.slug))!;
    expect(kept.record.price).toBe(JSON.parse(second!.record).price);
    expect(kept.version).toBe(1);
  });

  it('keeps a product the shipped catalogue no longer has: its batches still name it', async () => {
    const [gone, ...rest] = shippedProducts();
    expect(await followShippedCatalogue(handle.db, engine, rest)).toEqual([]);
    expect((await products().bySlug(gone!.slug))?.record.name).toBe(gone!.name);
  });

  // SQLite serves one instance; two handles in one process would wait on each other's lock.
  it.skipIf(engine === 'sqlite')('is filled once when instances start together', async () => {
    await handle.db.deleteFrom('products').execute();
    const second = createDatabase(suite.target.options);
    try {
      const [one, other] = await Promise.all([
        followShippedCatalogue(handle.db, engine),
        followShippedCatalogue(second.db, engine),
      ]);
      expect([...one, ...other].sort()).toEqual(shipped.map(({ product }) => product.slug).sort());
    } finally {
      await second.db.destroy();
    }
    expect(await products().all()).toHaveLength(shipped.length);
  });
});
