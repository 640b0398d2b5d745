import { describe, expect, it } from 'vitest';
import { type PageEntry, englishPageList } from '#app/pages.ts';
import { sitemapGroups } from './sitemap-groups.ts';

const paths = (groups: ReturnType<typeof sitemapGroups>) =>
  groups.flatMap((group) => group.pages.map((p) => p.path));

describe('sitemapGroups', () => {
  // The sitemap page lists the English pages; sitemap.xml names their translations beside them.
  const pages = englishPageList();
  const groups = sitemapGroups(pages);

  it('lists every indexable page exactly once', () => {
    const expected = pages.filter((entry) => entry.indexable).map((entry) => entry.path);
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
    const byTitle = Object.fromEntries(groups.map((group) => [group.title, group.pages.map((p) => p.path)]));
    expect(byTitle['Main pages']).toEqual(['/', '/request-quote', '/adverse-events']);
    expect(byTitle.Company).toEqual(['/about', '/contact', '/help', '/support']);
    expect(byTitle.Products).toEqual([
      '/products',
      '/products/prescription-medicines',
      '/products/otc-products',
      '/products/supplements',
      '/products/medical-devices',
      '/verify',
      '/recalls',
    ]);
    expect(byTitle['Product details']).toHaveLength(24);
    expect(byTitle['Product details']).toContain('/products/supplements/heartguard-coq10');
    expect(byTitle.Services).toHaveLength(5);
    expect(byTitle['Legal and policies']).toEqual([
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
    const result = sitemapGroups([...pages, extra]);
    expect(result.at(-1)).toEqual({ title: 'More pages', pages: [extra] });
  });
});
