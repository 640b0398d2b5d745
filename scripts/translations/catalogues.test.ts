import { describe, expect, it } from 'vitest';
import { translationsOf } from '#languages/catalogues.ts';
import { checkCatalogue, placeholdersOf, reviewStatesOf } from './check-catalogues.ts';
import type { Glossary } from '#languages/glossary.ts';
import { checkGlossary } from './check-glossary.ts';
import glossary from '#languages/glossary.json' with { type: 'json' };
import { translatedLocales } from '#languages/locales.ts';
import { pageSourceMessages } from '#app/pages.ts';
import { sourceMessages, sourceMessagesAreCurrent } from './source-messages.ts';

const english = { ...sourceMessages(), ...pageSourceMessages() };

describe('the translations', () => {
  it.each(translatedLocales)(
    '%s has every English message, from its current English, with the same placeholders',
    (locale) => {
      expect(checkCatalogue(english, translationsOf(locale))).toEqual([]);
    },
  );

  it('keeps the English of the code as the pages and the server read it (npm run i18n:collect)', async () => {
    expect(await sourceMessagesAreCurrent()).toBe(true);
  });
});

describe('i18n:check', () => {
  const source = { 'a.greeting': 'Hello {name}', 'a.bye': 'Goodbye' };

  it('finds nothing wrong with a complete catalogue', () => {
    expect(
      checkCatalogue(source, {
        'a.greeting': { text: 'నమస్కారం {name}', source: 'Hello {name}', review: 'draft' },
        'a.bye': { text: 'వెళ్ళొస్తాను', source: 'Goodbye', review: 'reviewed' },
      }),
    ).toEqual([]);
  });

  it('fails on a missing, empty, stale, mismatched or unknown message', () => {
    const problems = checkCatalogue(source, {
      'a.greeting': { text: 'నమస్కారం {person}', source: 'Hello {name}', review: 'draft' },
      'a.bye': { text: ' ', source: 'Bye', review: 'draft' },
      'a.gone': { text: 'పాతది', source: 'Old', review: 'draft' },
    });
    expect(problems.map((problem) => `${problem.id} ${problem.kind}`)).toEqual([
      'a.greeting placeholders',
      'a.bye empty',
      'a.bye stale',
      'a.gone unknown',
    ]);
    expect(checkCatalogue(source, {}).map((problem) => problem.kind)).toEqual(['missing', 'missing']);
  });

  it('reads placeholders', () => {
    expect(placeholdersOf('{b} and {a}')).toEqual(['a', 'b']);
  });

  it('counts the messages in each review state', () => {
    expect(
      reviewStatesOf({
        'a.greeting': { text: 'నమస్కారం {name}', source: 'Hello {name}', review: 'draft' },
        'a.bye': { text: 'వెళ్ళొస్తాను', source: 'Goodbye', review: 'reviewed' },
        'a.thanks': { text: 'ధన్యవాదాలు', source: 'Thank you', review: 'draft' },
        'a.yes': { text: 'అవును', source: 'Yes', review: 'checked' },
      }),
    ).toEqual({ draft: 2, checked: 1, reviewed: 1 });
  });
});

describe('the glossary', () => {
  const terms: Glossary = {
    concepts: [
      {
        concept: 'side effect',
        english: 'side effect',
        te: { term: 'దుష్ప్రభావం', forbidden: ['సైడ్ ఎఫెక్ట్'], allowed: ['(సైడ్ ఎఫెక్ట్)'] },
        hi: { term: 'दुष्प्रभाव', forbidden: ['साइड इफ़ेक्ट'] },
      },
      { concept: 'nukta', english: 'date', hi: { term: 'तारीख़', forbidden: ['तारीख'] } },
    ],
  };
  const message = (text: string) => ({ text, source: 'Report a side effect', review: 'draft' as const });

  it('names the message, the forbidden variant and the term', () => {
    expect(
      checkGlossary(terms, 'te', {
        'a.report': message('సైడ్ ఎఫెక్ట్‌ను తెలియజేయండి'),
        'a.fine': message('దుష్ప్రభావాన్ని తెలియజేయండి'),
      }),
    ).toEqual([{ id: 'a.report', concept: 'side effect', variant: 'సైడ్ ఎఫెక్ట్', term: 'దుష్ప్రభావం' }]);
  });

  it('accepts the allowed gloss beside the term, and only there', () => {
    expect(
      checkGlossary(terms, 'te', {
        'a.glossed': message('దుష్ప్రభావాన్ని (సైడ్ ఎఫెక్ట్) తెలియజేయండి'),
        'a.twice': message('దుష్ప్రభావం (సైడ్ ఎఫెక్ట్): సైడ్ ఎఫెక్ట్ వస్తే'),
      }).map(({ id }) => id),
    ).toEqual(['a.twice']);
  });

  it("checks each language against its own entry and leaves a language the concept doesn't list alone", () => {
    const hindi = { 'a.report': message('साइड इफ़ेक्ट की सूचना दें') };
    expect(checkGlossary(terms, 'hi', hindi).map(({ variant }) => variant)).toEqual(['साइड इफ़ेक्ट']);
    expect(checkGlossary(terms, 'te', hindi)).toEqual([]);
  });

  it('tells a letter with a nukta from the same letter without, however it is encoded', () => {
    const problems = checkGlossary(terms, 'hi', {
      'a.combining': message('निर्माण की तारी\u0916\u093C'),
      'a.precomposed': message('निर्माण की तारी\u0959'),
      'a.inflected': message('तारीख़ों के पास'),
      'a.bare': message('एक्सपायरी तारीख के बाद'),
      'a.bareInflected': message('तारीखों के पास'),
    });
    expect(problems.map(({ id }) => id)).toEqual(['a.bare', 'a.bareInflected']);
  });

  it.each(translatedLocales)("%s uses only the glossary's terms", (locale) => {
    expect(checkGlossary(glossary as Glossary, locale, translationsOf(locale))).toEqual([]);
  });
});
