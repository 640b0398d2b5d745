import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDraft } from '../../server/products/product-review.ts';
import { openStore } from '../../server/store/store.ts';
import type { Store } from '../../server/store/store.ts';
import { checkProductMaster } from './check-product-master.ts';

describe('i18n:check --store', () => {
  let dataDir: string;
  let store: Store;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pharma-i18n-'));
    store = await openStore({ dataDir });
  });
  afterAll(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds nothing in the master as shipped, and a description published without its translations', async () => {
    expect(await checkProductMaster(store.products)).toEqual([]);
    const live = (await store.products.bySlug('omega-3-fish-oil'))!;
    const draft = {
      record: { ...live.record, description: `${live.record.description} Now in packs of 90.` },
      translations: live.translations,
    };
    await store.products.saveDraft('omega-3-fish-oil', {
      ...draft,
      baseVersion: live.version,
      review: reviewDraft(live, draft),
      author: 'acc-1',
    });
    expect(await store.products.publish('omega-3-fish-oil', 'acc-1')).toEqual({
      status: 'published',
      version: 2,
    });
    const problems = await checkProductMaster(store.products);
    expect(problems.map(({ slug, locale, key, kind }) => `${slug} ${locale} ${key} ${kind}`)).toEqual([
      'omega-3-fish-oil te description stale',
      'omega-3-fish-oil hi description stale',
    ]);
  });
});
