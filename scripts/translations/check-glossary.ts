import type { TranslatedLocale } from '#languages/locales.ts';
import type { TranslationCatalogue } from '#languages/catalogues.ts';

/** How one language names a concept, and the names it must not use (glossary.json). */
export interface GlossaryEntry {
  /** The one term the catalogues use for the concept. */
  term: string;
  /** Spellings and synonyms no message may contain. */
  forbidden: readonly string[];
  /** Phrases that contain a forbidden variant but are the term's own wording (a gloss in brackets). */
  allowed?: readonly string[];
  note?: string;
}

/** One concept of the glossary: its English and how each translated language names it. */
export interface GlossaryConcept extends Partial<Record<TranslatedLocale, GlossaryEntry>> {
  concept: string;
  english: string;
}

export interface Glossary {
  concepts: readonly GlossaryConcept[];
}

/** A message that names a concept by a variant the glossary forbids. */
export interface GlossaryProblem {
  id: string;
  concept: string;
  variant: string;
  term: string;
}

const nukta = '[\u093C\u0C3C]';

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a text contains a variant as written. A variant without a nukta does not match the same
 * letters with one (तारीख is forbidden, तारीख़ is the term), so both are compared in NFC.
 */
function contains(text: string, variant: string): boolean {
  const pattern = new RegExp(`${escaped(variant.normalize('NFC'))}(?!${nukta})`, 'u');
  return pattern.test(text);
}

/** Every message of a language that uses a variant the glossary forbids for that language. */
export function checkGlossary(
  glossary: Glossary,
  locale: TranslatedLocale,
  translations: TranslationCatalogue,
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  for (const [id, { text }] of Object.entries(translations)) {
    const normalised = text.normalize('NFC');
    for (const concept of glossary.concepts) {
      const entry = concept[locale];
      if (!entry) continue;
      const withoutAllowed = (entry.allowed ?? []).reduce(
        (rest, phrase) => rest.split(phrase.normalize('NFC')).join('\u2063'),
        normalised,
      );
      for (const variant of entry.forbidden)
        if (contains(withoutAllowed, variant))
          problems.push({ id, concept: concept.concept, variant, term: entry.term });
    }
  }
  return problems;
}
