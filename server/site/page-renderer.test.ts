import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { catalogueEntries, type HeldProduct } from '#catalogue/catalogue.ts';
import { loadPageRenderer, type LiveDataSource } from './page-renderer.ts';

const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
const broken = { slug: 'heartguard-coq10', path: '/products/supplements/heartguard-coq10' };

/** The shipped catalogue as the master would hold it, with one product's record missing its usage lines. */
function heldWithBrokenProduct(): HeldProduct[] {
  return catalogueEntries().map(({ categoryId, product }, position) => ({
    categoryId,
    place: 'list',
    position,
    product:
      product.slug === broken.slug
        ? ({ ...product, usage: undefined } as unknown as typeof product)
        : product,
    translations: {},
  }));
}

const answer = <Value>(value: Value) => Promise.resolve({ value, tags: [] });
const source: LiveDataSource = {
  catalogue: () => answer(heldWithBrokenProduct()),
  listPage: () => answer({ products: [], total: 0 }),
  listSearch: () => answer([]),
  openRecallsOf: () => answer([]),
  recalls: () => answer([]),
  recall: () => answer(undefined),
  recallSubscriptionsOffered: () => answer(false),
};

afterEach(() => vi.restoreAllMocks());

it('fails a render with the error its loader threw, for the server to log once with the page, printing nothing itself', async () => {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const renderer = await loadPageRenderer(clientDir, source);
  expect(renderer).toBeDefined();
  await expect(renderer!.render(broken.path)).rejects.toThrow(TypeError);
  expect(printed).not.toHaveBeenCalled();
  // The other pages render as ever.
  await expect(renderer!.render('/about')).resolves.toMatchObject({ status: 200 });
});
