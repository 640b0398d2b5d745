import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { shippedProducts } from '../store/shipped-catalogue.ts';
import { checkProductTranslations } from './product-translation-check.ts';

const { product } = catalogueEntries().find((entry) => entry.product.slug === 'heartguard-coq10')!;
const translations = {
  te: { description: 'తెలుగు వివరణ', storage: 'చల్లని పొడి ప్రదేశంలో ఉంచండి.' },
  hi: { description: 'हिंदी विवरण', storage: 'ठंडी सूखी जगह में रखें।' },
};
const only = (texts: Record<string, string>) => ({ ...product, ...texts });

describe('the product master’s live translations', () => {
  it('name a text with no translation, a translation older than its English, and a forbidden term', () => {
    const first = { record: product, translations };
    const englishChanged = {
      record: only({ storage: 'Store below 25 °C, away from light.' }),
      translations: { ...translations, te: { ...translations.te, description: 'సైడ్ ఎఫెక్ట్ లేని వివరణ' } },
    };
    const problems = checkProductTranslations('heartguard-coq10', [first, englishChanged]);
    const of = (kind: string) =>
      problems.filter((problem) => problem.kind === kind).map(({ locale, key }) => `${locale} ${key}`);
    expect(of('stale')).toEqual(['te storage', 'hi storage']);
    expect(of('glossary')).toEqual(['te description']);
    expect(of('missing')).toContain('te category');
    expect(of('missing')).not.toContain('te description');
  });

  it('find none in a translation made after its English changed', () => {
    const full = (locale: 'te' | 'hi') =>
      Object.fromEntries(Object.keys(translations[locale]).map((key) => [key, `${locale} ${key}`]));
    const first = { record: only({ storage: 'old' }), translations: { te: full('te'), hi: full('hi') } };
    const second = { record: only({ storage: 'new' }), translations: first.translations };
    const third = {
      record: second.record,
      translations: { te: { ...full('te'), storage: 'కొత్త' }, hi: { ...full('hi'), storage: 'नया' } },
    };
    const stale = (history: (typeof first)[]) =>
      checkProductTranslations('p', history).filter((problem) => problem.kind === 'stale');
    expect(stale([first, second])).toHaveLength(2);
    expect(stale([first, second, third])).toEqual([]);
  });

  it('find nothing missing, stale or misnamed in the shipped catalogue', () => {
    const problems = shippedProducts().flatMap((shipped) =>
      checkProductTranslations(shipped.slug, [
        { record: JSON.parse(shipped.record), translations: JSON.parse(shipped.translations) },
      ]),
    );
    expect(problems).toEqual([]);
  });
});
