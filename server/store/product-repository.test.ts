import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, catalogueEntries, showcaseProducts } from '#catalogue/catalogue.ts';
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

  it('gives a product staff edited before the master held leaflets its shipped leaflet, keeping their fields', async () => {
    const medicine = shippedProducts().find((product) => JSON.parse(product.record).leaflet)!;
    const { leaflet, ...edited } = { ...JSON.parse(medicine.record), name: 'Renamed By Staff' };
    await handle.db
      .updateTable('products')
      .set({ record: JSON.stringify(edited), name: edited.name, edited_by: 'account-1' })
      .where('slug', '=', medicine.slug)
      .execute();
    expect(await followShippedCatalogue(handle.db, engine)).toEqual([medicine.slug]);
    const given = (await products().bySlug(medicine.slug))!;
    expect(given.record).toEqual({ ...edited, leaflet });
    expect(given.version).toBe(2);
    expect(given.editedBy).toBe('account-1');
    // Once given, it is theirs: nothing follows at the next start.
    expect(await followShippedCatalogue(handle.db, engine)).toEqual([]);
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

  describe('reads for list pages', () => {
    const supplements = catalogue.supplements;
    const slugs = (products: readonly { product: { slug: string } }[]) =>
      products.map(({ product }) => product.slug);

    /** A product of the supplements list at `position` (slug `added-{key}`), a copy of the first one under another name. */
    const addSupplement = async (
      key: string,
      options: { name?: string; position: number; version?: number; place?: 'list' | 'showcase' },
    ) => {
      const model = shippedProducts().find((product) => product.slug === supplements[0]!.slug)!;
      const slug = `added-${key}`;
      const shown = options.name ?? `Supplement ${key}`;
      await handle.db
        .insertInto('products')
        .values({
          slug,
          category_id: 'supplements',
          place: options.place ?? 'list',
          position: options.position,
          name: shown,
          record: JSON.stringify({ ...JSON.parse(model.record), id: slug, slug, name: shown }),
          translations: model.translations,
          version: options.version ?? 1,
          edited_by: null,
          updated_at: Date.now(),
        })
        .execute();
    };

    it('reads a page of a category’s list in its order, and how many the list has', async () => {
      const first = await products().listPage('supplements', { offset: 0, limit: 2 });
      expect(slugs(first.products)).toEqual(supplements.slice(0, 2).map((product) => product.slug));
      expect(first.total).toBe(supplements.length);
      expect(first.products[0]).toMatchObject({ categoryId: 'supplements', place: 'list', position: 0 });
      expect(first.products[0]!.product).toEqual(supplements[0]);

      const last = await products().listPage('supplements', { offset: 4, limit: 2 });
      expect(slugs(last.products)).toEqual([supplements[4]!.slug]);
      const past = await products().listPage('supplements', { offset: 10, limit: 2 });
      expect(past).toEqual({ products: [], total: supplements.length });
    });

    it('leaves out the showcase and products never published (version 0), which have no page', async () => {
      await addSupplement('unpublished-tablet', { position: 1, version: 0 });
      await addSupplement('showcased-elsewhere', { position: 99, place: 'showcase' });
      const page = await products().listPage('supplements', { offset: 0, limit: 50 });
      expect(page.total).toBe(supplements.length);
      expect(slugs(page.products)).toEqual(supplements.map((product) => product.slug));
      expect(await products().listSearch('supplements', 'Supplement unpublished')).toEqual([]);
      expect(await products().listSearch('supplements', 'Supplement showcased')).toEqual([]);
    });

    it('pages a long list without gaps or repeats, ordered by place', async () => {
      for (let index = 0; index < 30; index += 1)
        await addSupplement(`extra-${String(index).padStart(2, '0')}`, { position: 100 + (29 - index) });
      const seen: string[] = [];
      for (let offset = 0; offset < 40; offset += 24) {
        const page = await products().listPage('supplements', { offset, limit: 24 });
        expect(page.total).toBe(35);
        seen.push(...slugs(page.products));
      }
      expect(seen).toHaveLength(35);
      expect(new Set(seen).size).toBe(35);
      expect(seen.slice(5, 7)).toEqual(['added-extra-29', 'added-extra-28']);
      expect(seen.at(-1)).toBe('added-extra-00');
    });

    it('finds the products whose English fields hold the words, in any case, in list order', async () => {
      await addSupplement('zinc-extra', { name: 'Zinc Extra', position: 100 });
      const ingredient = supplements[1]!.composition[0]!.substance;
      expect(slugs(await products().listSearch('supplements', ingredient.toUpperCase()))).toContain(
        supplements[1]!.slug,
      );
      expect(slugs(await products().listSearch('supplements', 'zInC eXtRa'))).toEqual(['added-zinc-extra']);
      expect(slugs(await products().listSearch('supplements', supplements[0]!.category))).toEqual(
        slugs(await products().listSearch('supplements', supplements[0]!.category.toLowerCase())),
      );
      // Only the category asked for.
      expect(await products().listSearch('otc-products', 'Zinc Extra')).toEqual([]);
    });

    it('finds them by their Telugu and Hindi texts too', async () => {
      const [product] = supplements;
      for (const locale of ['te', 'hi'] as const) {
        const description = messagesFor(locale)[`product.${product!.id}.description`]!;
        const words = description.split(' ').slice(0, 2).join(' ');
        expect(slugs(await products().listSearch('supplements', words)), locale).toContain(product!.slug);
      }
    });

    it('takes the words literally: quotes, wildcards and escapes find only themselves', async () => {
      await addSupplement('quoted', { name: 'The "Quoted" 100% Blend_1 \\ back', position: 100 });
      await addSupplement('plain', { name: 'Plain 1000 Blend', position: 101 });
      expect(slugs(await products().listSearch('supplements', '"quoted"'))).toEqual(['added-quoted']);
      expect(slugs(await products().listSearch('supplements', '100%'))).toEqual(['added-quoted']);
      expect(slugs(await products().listSearch('supplements', 'blend_1'))).toEqual(['added-quoted']);
      expect(slugs(await products().listSearch('supplements', '\\ back'))).toEqual(['added-quoted']);
      expect(await products().listSearch('supplements', 'no product says this')).toEqual([]);
    });
  });
});
