import type { ReviewState, TranslationCatalogue } from '#languages/catalogues.ts';
import type { Messages } from '#languages/messages.ts';

/** What `npm run i18n:check` finds wrong with one message of a translation. */
export interface CatalogueProblem {
  id: string;
  kind: 'missing' | 'empty' | 'stale' | 'placeholders' | 'unknown';
  detail: string;
}

/** The `{name}` placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * A translation checked against the English it is made from: every English message has a
 * non-empty translation made from its current English, with the same placeholders, and the
 * translation has nothing the English no longer has.
 */
export function checkCatalogue(english: Messages, translations: TranslationCatalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [id, source] of Object.entries(english)) {
    const translation = translations[id];
    if (!translation) {
      problems.push({ id, kind: 'missing', detail: `no translation of "${source}"` });
      continue;
    }
    if (translation.text.trim() === '')
      problems.push({ id, kind: 'empty', detail: 'the translation is empty' });
    if (translation.source !== source)
      problems.push({
        id,
        kind: 'stale',
        detail: `translated from "${translation.source}", the English is now "${source}"`,
      });
    const wanted = placeholdersOf(source).join(', ');
    const given = placeholdersOf(translation.text).join(', ');
    if (wanted !== given)
      problems.push({
        id,
        kind: 'placeholders',
        detail: `the English has {${wanted}}, the translation {${given}}`,
      });
  }
  for (const id of Object.keys(translations))
    if (!(id in english)) problems.push({ id, kind: 'unknown', detail: 'no English message has this id' });
  return problems;
}

/** How many of a language's messages are in each review state. */
export function reviewStatesOf(translations: TranslationCatalogue): Record<ReviewState, number> {
  const counts: Record<ReviewState, number> = { draft: 0, checked: 0, reviewed: 0 };
  for (const entry of Object.values(translations)) counts[entry.review] += 1;
  return counts;
}
