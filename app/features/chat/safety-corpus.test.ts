import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#languages/locales.ts';
import { answer } from '#testing/shipped-chat.ts';
import { safetyTopics } from './safety-rules.ts';

type Category = 'emergency' | 'side-effect' | 'dose' | 'genuine' | 'none';
type Corpus = Record<Locale, { text: string; category: Category }[]>;

/** The rules that give each category's answer. */
const answeredBy: Record<Exclude<Category, 'none'>, readonly string[]> = {
  emergency: ['emergency'],
  'side-effect': ['side'],
  dose: ['dosage'],
  genuine: ['genuine', 'recall'],
};

const script: Record<Locale, RegExp> = {
  en: /^[^\p{Script=Telugu}\p{Script=Devanagari}]*$/u,
  te: /\p{Script=Telugu}/u,
  hi: /\p{Script=Devanagari}/u,
};

function readCorpus(name: string): Corpus {
  return JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as Corpus;
}

const locales: readonly Locale[] = ['en', 'te', 'hi'];

/** Each phrasing, answered on a page in its language. */
function outcomes(corpus: Corpus) {
  return locales.flatMap((locale) =>
    corpus[locale].map(({ text, category }) => {
      const { ruleId, text: reply } = answer(text, undefined, locale);
      return { locale, text, category, ruleId, reply };
    }),
  );
}

describe('the phrasing corpus (safety-corpus.json)', () => {
  const corpus = readCorpus('./safety-corpus.json');

  it.each(locales)('has at least 40 phrasings of each safety category in %s', (locale) => {
    for (const category of Object.keys(answeredBy)) {
      expect(
        corpus[locale].filter((entry) => entry.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(40);
    }
  });

  it.each(outcomes(corpus).filter((entry) => entry.category !== 'none'))(
    '$locale: $text → the $category answer in the page’s language',
    ({ category, ruleId, locale, reply }) => {
      expect(answeredBy[category as Exclude<Category, 'none'>]).toContain(ruleId);
      expect(reply).toMatch(script[locale]);
    },
  );

  it.each(outcomes(corpus).filter((entry) => entry.category === 'none'))(
    '$locale: $text is not taken for a safety question',
    ({ ruleId }) => {
      expect(safetyTopics as readonly string[]).not.toContain(ruleId);
    },
  );
});

describe.each(['./safety-corpus.held-out.json', './safety-corpus.held-out-2.json'])(
  'the phrasings of %s, written apart from the rules',
  (file) => {
    const corpus = readCorpus(file);
    const results = outcomes(corpus);
    const unsafe = new Set(['fallback', 'telugu', 'hindi', 'product', 'telugu-products', 'hindi-products']);

    it('reports its recall per language and category', () => {
      const lines = locales.flatMap((locale) =>
        (['emergency', 'side-effect', 'dose', 'genuine'] as const).map((category) => {
          const entries = results.filter((entry) => entry.locale === locale && entry.category === category);
          const recognised = entries.filter((entry) => answeredBy[category].includes(entry.ruleId)).length;
          return `${locale} ${category}: ${recognised}/${entries.length}`;
        }),
      );
      console.info(`Recall on ${file}:\n  ${lines.join('\n  ')}`);
      expect(lines).toHaveLength(12);
    });

    it.each(results.filter((entry) => entry.category === 'emergency'))(
      '$locale: the emergency $text is recognised',
      ({ ruleId }) => {
        expect(ruleId).toBe('emergency');
      },
    );

    it.each(results.filter((entry) => entry.category !== 'none' && entry.category !== 'emergency'))(
      '$locale: $text ($category) gets a safety answer, never a price, a product list or a generic reply',
      ({ ruleId }) => {
        expect(unsafe).not.toContain(ruleId);
        expect(ruleId).not.toMatch(/price|medicines|products/);
        expect(safetyTopics as readonly string[]).toContain(ruleId);
      },
    );
  },
);
