import { describe, expect, it } from 'vitest';
import { researchAreas } from '#app/data/services/clinical-research.ts';
import { localContent } from '#languages/content.ts';
import type { TranslatedLocale } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { researchContent } from './clinical-research-content.ts';
import { filterResearchAreas, localResearchAreas, researchCountText } from './research-area-search.ts';
import { researchListTexts } from './research-areas-content.ts';

const names = (query: string) => filterResearchAreas(researchAreas, query).map((area) => area.name);

describe('filterResearchAreas', () => {
  it('returns every area for a blank query', () => {
    expect(filterResearchAreas(researchAreas, '  ')).toEqual(researchAreas);
  });

  it('matches the name, ignoring case', () => {
    expect(names('NEUROLOGY')).toEqual(['Neurology']);
  });

  it('matches the description', () => {
    expect(names('hypertension')).toEqual(['Cardiovascular Health']);
    expect(names('b12')).toEqual(['Neurology']);
  });

  it('does not match on the status', () => {
    expect(names('Recruiting')).toEqual([]);
  });

  it('returns nothing when no area matches', () => {
    expect(names('dermatology')).toEqual([]);
  });

  it('matches a vowel sign typed in its parts as the same sign written whole', () => {
    // "ై" is U+0C48, or U+0C46 U+0C56 as some keyboards type it.
    const areas = [{ name: 'వైద్యం', description: '' }];
    expect(filterResearchAreas(areas, 'వ\u0C46\u0C56ద్య')).toEqual(areas);
  });
});

describe.each<TranslatedLocale>(['te', 'hi'])('on the %s page, the search', (locale) => {
  const texts = localContent('services.research', researchContent, messagesFor(locale));
  const areas = localResearchAreas(researchAreas, texts.areas, locale);
  const ids = (query: string) => filterResearchAreas(areas, query).map((area) => area.id);
  const neurology = researchAreas.findIndex((area) => area.id === 'neurology');
  const translatedName = texts.areas[neurology]?.name ?? '';

  it('shows the areas in the page language, their statuses still keys of the badge', () => {
    expect(translatedName).not.toBe('Neurology');
    expect(areas.map((area) => area.status)).toEqual(researchAreas.map((area) => area.status));
  });

  it('finds an area by its translated name', () => {
    expect(ids(translatedName)).toEqual(['neurology']);
  });

  it('finds an area by its English name or description too', () => {
    expect(ids('neurology')).toEqual(['neurology']);
    expect(ids('Type 2 Diabetes')).toEqual(['diabetes']);
  });

  it('finds the area its placeholder gives as an example', () => {
    const example = texts.search.placeholder.split(':')[1]?.trim() ?? '';
    expect(ids(example)).toEqual(['diabetes']);
  });
});

describe('researchCountText', () => {
  it('describes all, some and none', () => {
    const count = researchListTexts.count;
    expect(researchCountText(6, 6, count, 'en')).toBe('Showing all 6 research areas');
    expect(researchCountText(1, 6, count, 'en')).toBe('Showing 1 of 6 research areas');
    expect(researchCountText(0, 6, count, 'en')).toBe('No research areas found');
  });

  it('says it in the page language', () => {
    const count = localContent('services.research', researchContent, messagesFor('hi')).count;
    expect(researchCountText(1, 6, count, 'hi')).toBe('6 में से 1 अनुसंधान क्षेत्र दिखाए जा रहे हैं');
  });
});
