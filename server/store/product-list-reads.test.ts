import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { catalogue } from '#catalogue/catalogue.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { createDatabase, type DatabaseHandle } from '../db/create-db.ts';
import { shippedProducts } from './shipped-catalogue.ts';

const supplements = catalogue.supplements;
const slugs = (products: readonly { product: { slug: string } }[]) =>
  products.map(({ product }) => product.slug);

describeForEachEngine('the product master’s reads for list pages', (engine) => {
  const suite = useSuiteStore(engine);
  let handle: DatabaseHandle;
  const products = () => suite.store.products;

  beforeAll(() => {
    handle = createDatabase(suite.target.options);
  });
  afterAll(() => handle.db.destroy());

  /** The master as the store opened it (the shipped catalogue), without what a test added. */
  beforeEach(async () => {
    await handle.db.deleteFrom('products').where('slug', 'like', 'added-%').execute();
  });

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
