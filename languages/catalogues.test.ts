import { describe, expect, it, vi } from 'vitest';
import { messagesFor, translationsOf } from './catalogues.ts';
import { englishPathOf, localeOfPath, locales, pathInLocale, translatedLocales } from './locales.ts';
import { formatMessage, translator } from './messages.ts';
import { localHref } from './translated-pages.ts';

describe('the translations', () => {
  it.each(translatedLocales)('%s is written in its own script, not left in English', (locale) => {
    const script = locale === 'te' ? /[\u0C00-\u0C7F]/ : /[\u0900-\u097F]/;
    // Texts that are only a name, a number or a unit stay as on Indian packs; so does the short
    // brand, where ఆరోగ్య or आरोग्य alone reads as the word "health".
    const keptInLatin = ['site.shortName'];
    const words = Object.entries(translationsOf(locale)).filter(
      ([id, { source }]) => /[a-z]{4,}/.test(source) && !keptInLatin.includes(id),
    );
    const untranslated = words.filter(([, { text }]) => !script.test(text)).map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('shows a page its own language and nothing of another', () => {
    const telugu = messagesFor('te');
    expect(telugu['layout.skipToContent']).toMatch(/[\u0C00-\u0C7F]/);
    expect(Object.values(telugu).join(' ')).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe('addresses and texts by language', () => {
  it('puts a translated page under its language', () => {
    expect(pathInLocale('/products', 'te')).toBe('/te/products');
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(localeOfPath('/te/products/supplements')).toBe('te');
    expect(localeOfPath('/technology')).toBe('en');
    expect(englishPathOf('/hi/products')).toBe('/products');
    expect(englishPathOf('/te')).toBe('/');
  });

  it('links a translated page to the others in its language and to the rest in English', () => {
    expect(localHref('/products/supplements', 'te')).toBe('/te/products/supplements');
    expect(localHref('/request-quote?product=X', 'te')).toBe('/te/request-quote?product=X');
    expect(localHref('/prescribing-info#products', 'te')).toBe('/prescribing-info#products');
    expect(localHref('/products', 'en')).toBe('/products');
  });

  it('fills placeholders and writes numbers as the language does', () => {
    expect(formatMessage('{count} products', 'en', { count: 123456 })).toBe('1,23,456 products');
    expect(formatMessage('{name} home', 'te', { name: 'Aarogya' })).toBe('Aarogya home');
    const t = translator({ locale: 'en', messages: { 'x.y': 'Hi {name}' } });
    expect(t('x.y', { name: 'Asha' })).toBe('Hi Asha');
    expect(() => t('x.z')).toThrow(/x\.z/);
  });

  it('writes every number as the language’s number format does', () => {
    const numbers = [0, 1, 7, 10, 99, 100, 999, 1000, 24_999, 123_456, 10_000_000, -5, 2.5, 0.75, 999.5];
    for (const locale of locales) {
      const written = new Intl.NumberFormat(`${locale}-IN`);
      for (const value of [...numbers, ...Array.from({ length: 1000 }, (_, index) => index)])
        expect(formatMessage('{n}', locale, { n: value }), `${locale} ${value}`).toBe(written.format(value));
    }
  });

  it('makes a number format only for a number that needs one', async () => {
    vi.resetModules();
    const fresh = (await import('./messages.ts')).formatMessage;
    const { NumberFormat } = Intl;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args);
    } as typeof NumberFormat);
    try {
      fresh('{name} home', 'te', { name: 'Aarogya' });
      expect(fresh('Slide {number} of {total}', 'te', { number: 2, total: 3 })).toBe('Slide 2 of 3');
      expect(made).not.toHaveBeenCalled();
      expect(fresh('{count} products', 'te', { count: 1200 })).toBe('1,200 products');
      fresh('{count} products', 'te', { count: 5000 });
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
