import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from '#catalogue/catalogue.ts';
import { pages } from '#app/pages.ts';
import { displayedLength } from '#app/lib/document-title.ts';
import { pageMeta } from './seo.ts';
import { absoluteUrl, breadcrumbList, breadcrumbsFor, structuredDataFor } from './structured-data.ts';

describe('breadcrumbs', () => {
  it('lead from Home through each page above to the page', () => {
    expect(breadcrumbsFor('/products/supplements')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Our Products', path: '/products' },
      { name: 'Supplements', path: '/products/supplements' },
    ]);
  });

  it('skip a level that is no page of its own', () => {
    expect(breadcrumbsFor('/doctor/dashboard')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Doctor Dashboard', path: '/doctor/dashboard' },
    ]);
  });

  it('builds a schema.org BreadcrumbList with absolute addresses', () => {
    expect(
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'Our Services', path: '/services' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Our Services', item: absoluteUrl('/services') },
      ],
    });
  });

  it('lead a translated page from the home page in its language, not the English one', () => {
    expect(breadcrumbsFor('/te/products/supplements').map((crumb) => crumb.path)).toEqual([
      '/te',
      '/te/products',
      '/te/products/supplements',
    ]);
    expect(breadcrumbsFor('/hi/products')[0]?.path).toBe('/hi');
  });

  it('are part of every page but a home page', () => {
    const homes = ['/', '/te', '/hi'];
    for (const entry of pages) {
      const trail = structuredDataFor(entry.path).filter((block) => block['@type'] === 'BreadcrumbList');
      expect(trail, entry.path).toHaveLength(homes.includes(entry.path) ? 0 : 1);
    }
  });
});

describe('catalogue structured data', () => {
  it('gives every item the address and the pack shot of its product page', () => {
    const [list] = structuredDataFor('/products/otc-products') as [
      { itemListElement: Array<{ item: { url: string; image: string } }> },
    ];
    expect(list.itemListElement.map(({ item }) => item.url)).toEqual(
      catalogue['otc-products'].map((item) => absoluteUrl(`/products/otc-products/${item.slug}`)),
    );
    expect(list.itemListElement.map(({ item }) => item.image)).toEqual(
      catalogue['otc-products'].map((item) => absoluteUrl(`/images/packs/${item.slug}-share.jpg`)),
    );
  });
});

describe('the page list’s search texts', () => {
  it.each(pages.map((entry) => [entry.path, entry] as const))('%s: title and description fit', (_, entry) => {
    const meta = pageMeta(entry.path);
    const title = meta.flatMap((tag) => ('title' in tag ? [String(tag.title)] : []))[0] ?? '';
    expect(displayedLength(title)).toBeLessThanOrEqual(60);
    expect(entry.description.length).toBeGreaterThanOrEqual(70);
    expect(entry.description.length).toBeLessThanOrEqual(160);
    expect(meta).toContainEqual({ name: 'twitter:image:alt', content: expect.any(String) });
  });

  it('gives every page its own title, in every language', () => {
    const seen = new Map<string, string>();
    for (const entry of pages) {
      const title = pageMeta(entry.path).flatMap((tag) => ('title' in tag ? [String(tag.title)] : []))[0];
      expect(title, entry.path).toBeDefined();
      expect(
        seen.get(title ?? ''),
        `${entry.path} has the title of ${seen.get(title ?? '')}`,
      ).toBeUndefined();
      seen.set(title ?? '', entry.path);
    }
  });
});

describe('the image a shared page shows', () => {
  const shared = (path: string) =>
    Object.fromEntries(
      pageMeta(path).flatMap((tag) =>
        'property' in tag && String(tag.property).startsWith('og:image')
          ? [[String(tag.property), String(tag.content)]]
          : [],
      ),
    );

  it('is a product’s own pack shot on its page in every language, described in that language', () => {
    const english = shared('/products/supplements/heartguard-coq10');
    expect(english['og:image']).toMatch(/\/images\/packs\/heartguard-coq10-share\.jpg$/);
    expect(english['og:image:alt']).toBe('Pack of HeartGuard CoQ10: softgel capsule, 100 mg per softgel');
    for (const locale of ['te', 'hi']) {
      const translated = shared(`/${locale}/products/supplements/heartguard-coq10`);
      expect(translated['og:image']).toBe(english['og:image']);
      expect(translated['og:image:alt']).toContain('HeartGuard CoQ10');
      expect(translated['og:image:alt']).not.toContain('Pack of');
    }
  });

  it('is the company card on any other page, described in the page’s language by what it says', () => {
    // The card's own words, as scripts/render-images.ts draws them.
    const cardLines = [
      ...readFileSync('scripts/art/og-image.svg', 'utf8').matchAll(/<text[^>]*>([^<]+)<\/text>/g),
    ].map((match) => match[1]);
    const english = shared('/about');
    expect(english['og:image']).toMatch(/\/images\/og-image\.jpg$/);
    expect(english['og:image:alt']).toBe(`${cardLines[0]}: ${cardLines[1]}`);
    const telugu = shared('/te/about');
    expect(telugu['og:image']).toBe(english['og:image']);
    expect(telugu['og:image:alt']).toBe('ఆరోగ్య లైఫ్ సైన్సెస్: హైదరాబాద్ నుంచి నమ్మకమైన మందులు, ఆరోగ్య ఉత్పత్తుల సరఫరా');
    const hindi = shared('/hi/about')['og:image:alt'];
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toMatch(/[A-Za-z]/);
  });
});

describe('the site’s name a shared page gives', () => {
  const siteNameOf = (path: string) =>
    pageMeta(path).flatMap((tag) =>
      'property' in tag && tag.property === 'og:site_name' ? [String(tag.content)] : [],
    );

  it('is the one its title ends with, in the page’s language', () => {
    for (const [path, name] of [
      ['/about', 'Aarogya Life Sciences'],
      ['/te/about', 'ఆరోగ్య లైఫ్ సైన్సెస్'],
      ['/hi/about', 'आरोग्य लाइफ़ साइंसेज़'],
    ] as const) {
      expect(siteNameOf(path)).toEqual([name]);
      const [title] = pageMeta(path).flatMap((tag) => ('title' in tag ? [String(tag.title)] : []));
      expect(title?.endsWith(name), title).toBe(true);
    }
  });
});
