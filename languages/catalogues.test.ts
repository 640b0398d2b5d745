import { describe, expect, it } from 'vitest';
import { messagesFor, translationsOf } from './catalogues.ts';
import { englishPathOf, localeOfPath, pathInLocale, translatedLocales } from './locales.ts';
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
});
