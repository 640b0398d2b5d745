import { type CatalogueProduct, type ProductTranslations, productTexts } from '#catalogue/catalogue.ts';
import { glossaryMisnamings } from '#languages/glossary.ts';
import { type TranslatedLocale, translatedLocales } from '#languages/locales.ts';

/** One version of a product's English and translations, oldest first in a history. */
interface ProductContent {
  record: CatalogueProduct;
  translations: ProductTranslations;
}

/** A live translation of the product master that a reader of that language should not meet. */
export interface ProductTranslationProblem {
  slug: string;
  locale: TranslatedLocale;
  key: string;
  kind: 'missing' | 'stale' | 'glossary';
  detail: string;
}

/**
 * The live translations of one product checked as `npm run i18n:check -- --store` does: a text with
 * no translation (the page shows the English), a translation older than its English (the English
 * changed in a later version than it did), and a term the glossary forbids. `history` is every
 * version, oldest first; its last is the live one.
 */
export function checkProductTranslations(
  slug: string,
  history: readonly ProductContent[],
): ProductTranslationProblem[] {
  const live = history.at(-1);
  if (!live) return [];
  const english = history.map((version) => productTexts(version.record));
  /** The version (1-based) in which a text last changed; its first version sets it. */
  const lastChange = (texts: readonly Readonly<Record<string, string | undefined>>[], key: string) => {
    let changed = 0;
    texts.forEach((text, index) => {
      if (index === 0 ? text[key] !== undefined : text[key] !== texts[index - 1]?.[key]) changed = index + 1;
    });
    return changed;
  };
  return translatedLocales.flatMap((locale) => {
    const translated = history.map((version) => version.translations[locale] ?? {});
    const current = live.translations[locale] ?? {};
    return Object.keys(productTexts(live.record)).flatMap((key): ProductTranslationProblem[] => {
      const text = current[key];
      if (!text?.trim())
        return [{ slug, locale, key, kind: 'missing', detail: 'no translation: the English shows' }];
      const englishChanged = lastChange(english, key);
      const translationChanged = lastChange(translated, key);
      const stale: ProductTranslationProblem[] =
        englishChanged > translationChanged
          ? [
              {
                slug,
                locale,
                key,
                kind: 'stale',
                detail: `the English changed in version ${englishChanged}, the translation last in version ${translationChanged}`,
              },
            ]
          : [];
      const misnamed = glossaryMisnamings(text, locale).map(
        ({ variant, term }): ProductTranslationProblem => ({
          slug,
          locale,
          key,
          kind: 'glossary',
          detail: `"${variant}" is forbidden; the glossary's term is "${term}"`,
        }),
      );
      return [...stale, ...misnamed];
    });
  });
}
