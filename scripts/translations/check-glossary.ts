import type { TranslatedLocale } from '#languages/locales.ts';
import type { TranslationCatalogue } from '#languages/catalogues.ts';
import { type Glossary, type GlossaryMisnaming, glossaryMisnamings } from '#languages/glossary.ts';

/** A message that names a concept by a variant the glossary forbids. */
export interface GlossaryProblem extends GlossaryMisnaming {
  id: string;
}

/** Every message of a language that uses a variant the glossary forbids for that language. */
export function checkGlossary(
  glossary: Glossary,
  locale: TranslatedLocale,
  translations: TranslationCatalogue,
): GlossaryProblem[] {
  return Object.entries(translations).flatMap(([id, { text }]) =>
    glossaryMisnamings(text, locale, glossary).map((misnaming) => ({ id, ...misnaming })),
  );
}
