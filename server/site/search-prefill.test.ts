import { describe, expect, it } from 'vitest';
/* eslint-disable import-x/no-restricted-paths -- the items the server searches, as search-prefill.ts. */
import { catalogue } from '#app/data/catalogue.ts';
import { researchAreas } from '#app/data/services/clinical-research.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { prefillQueryMax, prefillSearch } from './search-prefill.ts';

/** The parts of a prerendered list page the server reads: the field, the count and the items. */
function listPage(keys: readonly string[], count: string): string {
  return (
    '<!DOCTYPE html><html><head><title>List</title></head><body>' +
    '<form role="search" method="get"><input id="search" type="search" autoComplete="off" class="w-full" name="q" value=""/></form>' +
    `<p id="count" role="status" data-search-count="" class="mt-4">${count}</p>` +
    `<ul>${keys.map((key) => `<li data-search-item="${key}"><h2>${key}</h2></li>`).join('')}</ul>` +
    '</body></html>'
  );
}

const otc = catalogue['otc-products'].map((item) => item.slug);
const otcPage = listPage(otc, `Showing all ${otc.length} products`);
const hiddenKeys = (html: string) =>
  [
    ...(/<style data-search-prefill>([^<]*)<\/style>/.exec(html)?.[1] ?? '').matchAll(
      /data-search-item="([^"]+)"/g,
    ),
  ].map((match) => match[1]);

describe('prefillSearch', () => {
  it('finds products by active ingredient: "para" leaves the paracetamol product, hides the rest', () => {
    const html = prefillSearch('/products/otc-products', otcPage, 'para') ?? '';
    expect(html).toContain('name="q" value="para"');
    expect(html).toContain(`data-search-count="" class="mt-4">Showing 1 of ${otc.length} products</p>`);
    expect(hiddenKeys(html).sort()).toEqual(
      otc.filter((slug) => slug !== 'painrelief-extra-strength').sort(),
    );
    expect(html.indexOf('<style data-search-prefill>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('says so when nothing matches, and hides every item', () => {
    const html = prefillSearch('/products/otc-products', otcPage, 'zzz') ?? '';
    expect(html).toContain('>No products found</p>');
    expect(hiddenKeys(html).sort()).toEqual([...otc].sort());
  });

  it('writes no stylesheet when everything matches, only the field', () => {
    // Every OTC product's name has an "e".
    const html = prefillSearch('/products/otc-products', otcPage, 'e') ?? '';
    expect(html).toContain('name="q" value="e"');
    expect(html).toContain(`>Showing all ${otc.length} products</p>`);
    expect(html).not.toContain('data-search-prefill');
  });

  it('filters the research areas by name or description', () => {
    const keys = researchAreas.map((area) => area.id);
    const page = listPage(keys, `Showing all ${keys.length} research areas`);
    const html = prefillSearch('/services/clinical-research', page, 'Diabetes') ?? '';
    expect(hiddenKeys(html)).not.toContain('diabetes');
    expect(hiddenKeys(html)).toContain('oncology');
    expect(html).toContain('value="Diabetes"');
  });

  it('filters the Telugu research areas by their Telugu or English name, and counts in Telugu', () => {
    const keys = researchAreas.map((area) => area.id);
    const page = listPage(keys, '');
    const t = messagesFor('te');
    const neurology = keys.indexOf('neurology');
    const telugu =
      prefillSearch(
        '/te/services/clinical-research',
        page,
        t[`services.research.areas.${neurology}.name`] ?? '',
      ) ?? '';
    expect(hiddenKeys(telugu).sort()).toEqual(keys.filter((key) => key !== 'neurology').sort());
    const count = (t['services.research.count.some'] ?? '')
      .replace('{shown}', '1')
      .replace('{total}', String(keys.length));
    expect(telugu).toContain(`>${count}</p>`);
    const english = prefillSearch('/te/services/clinical-research', page, 'Neurology') ?? '';
    expect(hiddenKeys(english).sort()).toEqual(keys.filter((key) => key !== 'neurology').sort());
  });

  it('escapes the query in the field and the count', () => {
    const html = prefillSearch('/products/otc-products', otcPage, '"><script>alert(1)</script>') ?? '';
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('leaves other pages, empty and overlong queries and unexpected markup alone', () => {
    expect(prefillSearch('/products', otcPage, 'para')).toBeUndefined();
    expect(prefillSearch('/products/otc-products', otcPage, '   ')).toBeUndefined();
    expect(prefillSearch('/products/otc-products', otcPage, 'a'.repeat(prefillQueryMax + 1))).toBeUndefined();
    expect(prefillSearch('/products/otc-products', otcPage.replace('name="q" ', ''), 'para')).toBeUndefined();
  });
});
