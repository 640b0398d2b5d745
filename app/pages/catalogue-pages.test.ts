import { describe, expect, it } from 'vitest';
import { shippedPageCatalogue } from '#app/data/page-catalogue.ts';
import { findPage, pages } from '#app/pages.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { pageReadsNow, pagesNow, pathsPublishedSince } from './catalogue-pages.ts';

const shipped = shippedPageCatalogue();
const supplement = shipped.entries.find((entry) => entry.categoryId === 'supplements')!;
const medicine = shipped.entries.find((entry) => entry.categoryId === 'prescription-medicines')!;
const published = {
  ...supplement,
  path: '/products/supplements/zinc-relief-tablets',
  product: { ...supplement.product, slug: 'zinc-relief-tablets', name: 'Zinc Relief Tablets' },
};
/** The master after staff renamed a supplement and a medicine and published a new supplement. */
const now = {
  ...shipped,
  entries: [
    ...shipped.entries.map((entry) =>
      entry === supplement || entry === medicine
        ? { ...entry, product: { ...entry.product, name: `${entry.product.name} Forte` } }
        : entry,
    ),
    published,
  ],
};

describe('the pages as the product master has them now', () => {
  it('name a renamed product on its page in every language, and on its prescribing information', () => {
    for (const path of [supplement.path, `/te${supplement.path}`, `/hi${supplement.path}`]) {
      const entry = pageReadsNow(findPage(path)!, now);
      expect(entry.title, path).toBe(`${supplement.product.name} Forte`);
      expect(entry.description, path).toContain(`${supplement.product.name} Forte`);
    }
    const leaflet = pageReadsNow(findPage(prescribingInfoPathOf(medicine.product.slug))!, now);
    expect(leaflet.title).toBe(`${medicine.product.name} Forte Prescribing Information`);
    expect(leaflet.description).toMatch(
      new RegExp(`^Prescribing information for ${medicine.product.name} Forte`),
    );
    expect(leaflet.description.length).toBeLessThanOrEqual(160);
  });

  it('give a leaflet a description that fits whatever the name’s length', () => {
    const long = { ...medicine.product, name: 'N'.repeat(80) };
    const catalogue = { ...shipped, entries: [{ ...medicine, product: long }] };
    const { description } = pageReadsNow(findPage(prescribingInfoPathOf(medicine.product.slug))!, catalogue);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('add the pages of a product published since the build, in each language, and leave other pages as listed', () => {
    expect(pathsPublishedSince(pages, now)).toEqual([
      published.path,
      `/te${published.path}`,
      `/hi${published.path}`,
    ]);
    const all = pagesNow(pages, now);
    expect(all).toHaveLength(pages.length + 3);
    expect(all.find((entry) => entry.path === `/te${published.path}`)).toMatchObject({
      title: 'Zinc Relief Tablets',
      kind: 'product',
      indexable: true,
      locale: 'te',
    });
    expect(all.find((entry) => entry.path === '/about')).toEqual(findPage('/about'));
    expect(pagesNow(pages, shipped)).toEqual(pages);
  });
});
