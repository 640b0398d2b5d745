import { describe, expect, it } from 'vitest';
import { englishPathOf } from '#languages/locales.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { type PageEntry, englishPageList, pages } from '#app/pages.ts';
import { translationsOf } from '#languages/catalogues.ts';
import { sitemapGroups, sitemapGroupsIn } from './sitemap-groups.ts';

const paths = (groups: ReturnType<typeof sitemapGroups>) =>
  groups.flatMap((group) => group.pages.map((p) => p.path));

describe('sitemapGroups', () => {
  // The sitemap page lists the English pages; sitemap.xml names their translations beside them.
  const english = englishPageList();
  const groups = sitemapGroups(english);

  it('lists every indexable page exactly once', () => {
    const expected = english.filter((entry) => entry.indexable).map((entry) => entry.path);
    expect([...paths(groups)].sort()).toEqual([...expected].sort());
  });

  it('leaves out the staff screen and the coming-soon placeholders', () => {
    const listed = paths(groups);
    expect(listed).not.toContain('/tablets');
    for (const path of [
      '/leadership',
      '/blog',
      '/doctor/dashboard',
      '/products/oncology',
      '/prescribing-info',
    ]) {
      expect(listed).not.toContain(path);
    }
  });

  it('groups the pages by kind', () => {
    const byId = Object.fromEntries(groups.map((group) => [group.id, group.pages.map((p) => p.path)]));
    expect(byId.main).toEqual(['/', '/request-quote', '/adverse-events']);
    expect(byId.company).toEqual(['/about', '/contact', '/help', '/support']);
    expect(byId.products).toEqual([
      '/products',
      '/products/prescription-medicines',
      '/products/otc-products',
      '/products/supplements',
      '/products/medical-devices',
      '/verify',
      '/recalls',
    ]);
    expect(byId.productDetails).toHaveLength(24);
    expect(byId.productDetails).toContain('/products/supplements/heartguard-coq10');
    expect(byId.services).toHaveLength(5);
    expect(byId.legal).toEqual([
      '/privacy',
      '/terms',
      '/cookies',
      '/compliance',
      '/accessibility',
      '/sitemap',
    ]);
  });

  it('puts an indexable page of a new kind under "More pages" rather than dropping it', () => {
    const extra: PageEntry = {
      path: '/x',
      module: 'routes/x.tsx',
      title: 'X',
      description: 'x',
      kind: 'dashboard',
      indexable: true,
      locale: 'en',
    };
    const result = sitemapGroups([...english, extra]);
    expect(result.at(-1)).toEqual({ id: 'more', pages: [extra] });
  });
});

describe('sitemapGroupsIn', () => {
  const inTelugu = sitemapGroupsIn('te', pages);
  const telugu = translationsOf('te');
  const entries = inTelugu.flatMap((group) => group.pages);
  const entryAt = (path: string) => entries.find((entry) => entry.path === path);

  it('lists the same pages as the English sitemap, group by group', () => {
    const english = sitemapGroupsIn('en', pages);
    expect(english).toEqual(sitemapGroups(englishPageList()));
    expect(
      inTelugu.map((group) => [group.id, group.pages.map((entry) => englishPathOf(entry.path))]),
    ).toEqual(english.map((group) => [group.id, group.pages.map((entry) => entry.path)]));
  });

  it('gives a page published in the language by its address, title and description there', () => {
    const products = entryAt('/te/products');
    expect(products?.title).toBe(telugu['page./products.title']?.text);
    expect(products?.description).toBe(telugu['page./products.description']?.text);
    expect(entryAt('/te/privacy')?.title).toBe(telugu['page./privacy.title']?.text);
    expect(entryAt('/te')?.kind).toBe('home');
  });

  it('leaves a page only in English at its English address, with its English words', () => {
    const englishOnly = sitemapGroupsIn('en', pages)
      .flatMap((group) => group.pages)
      .filter((entry) => !isTranslatedPage(entry.path));
    for (const entry of englishOnly) expect(entryAt(entry.path)).toEqual(entry);
    expect(entries).toHaveLength(
      englishOnly.length + entries.filter((entry) => entry.locale === 'te').length,
    );
  });
});
