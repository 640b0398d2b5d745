import type { ResearchArea } from '#app/data/services/clinical-research.ts';
import type { Locale } from '#languages/locales.ts';
import { formatMessage } from '#languages/messages.ts';
import type { ResearchCountTexts } from './research-areas-content.ts';

/** An area as the search reads it: its words, and on a translated page its English words too. */
type SearchableArea = Pick<ResearchArea, 'name' | 'description'> & { englishTerms?: readonly string[] };

/** Text as the search compares it: one Unicode form (a Telugu or Hindi vowel sign typed in two parts matches), any case. */
function comparable(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en-IN');
}

/**
 * Research areas whose name or description contains the query, ignoring case and surrounding
 * spaces; on a translated page, in its language or in English.
 */
export function filterResearchAreas<T extends SearchableArea>(areas: readonly T[], query: string): T[] {
  const needle = comparable(query.trim());
  if (needle === '') return [...areas];
  const matches = (text: string) => comparable(text).includes(needle);
  return areas.filter(
    (area) => matches(area.name) || matches(area.description) || (area.englishTerms ?? []).some(matches),
  );
}

/**
 * The areas with their words in the page's language (`texts`, by their place in the list); on a
 * translated page each keeps its English name and description to be found by.
 */
export function localResearchAreas(
  areas: readonly ResearchArea[],
  texts: readonly Pick<ResearchArea, 'name' | 'description'>[],
  locale: Locale,
): (ResearchArea & { englishTerms?: readonly string[] })[] {
  if (locale === 'en') return [...areas];
  return areas.map((area, index) => ({
    ...area,
    ...texts[index],
    englishTerms: [area.name, area.description],
  }));
}

/** The sentence announced to screen readers and shown above the list, in the page's language. */
export function researchCountText(
  shown: number,
  total: number,
  texts: ResearchCountTexts,
  locale: Locale,
): string {
  if (shown === total) return formatMessage(texts.all, locale, { total });
  if (shown === 0) return texts.none;
  return formatMessage(texts.some, locale, { shown, total });
}
