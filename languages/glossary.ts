import type { TranslatedLocale } from './locales.ts';
import glossaryFile from './glossary.json' with { type: 'json' };

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

/** A text that names a concept by a variant the glossary forbids. */
export interface GlossaryMisnaming {
  concept: string;
  variant: string;
  term: string;
}

/** The glossary every translation follows: the site's messages and the product master's texts alike. */
export const glossary = glossaryFile as Glossary;

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

/** The concepts a text of this language names by a variant the glossary forbids. */
export function glossaryMisnamings(
  text: string,
  locale: TranslatedLocale,
  terms: Glossary = glossary,
): GlossaryMisnaming[] {
  const normalised = text.normalize('NFC');
  return terms.concepts.flatMap((concept) => {
    const entry = concept[locale];
    if (!entry) return [];
    const withoutAllowed = (entry.allowed ?? []).reduce(
      (rest, phrase) => rest.split(phrase.normalize('NFC')).join('\u2063'),
      normalised,
    );
    return entry.forbidden
      .filter((variant) => contains(withoutAllowed, variant))
      .map((variant) => ({ concept: concept.concept, variant, term: entry.term }));
  });
}
