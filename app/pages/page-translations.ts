/**
 * The English pages in Telugu and Hindi (issue 30): the same pages under the language's address,
 * their titles and descriptions taken from the translation catalogues.
 */
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { type TranslatedLocale, pathInLocale, translatedLocales } from '#languages/locales.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { messagesFor, translationsOf } from '#languages/catalogues.ts';
import { localiseProduct } from '#app/data/localise-catalogue.ts';
import { translatedProductDescription } from './description-policy.ts';
import { englishPageList } from './english-pages.ts';
import type { PageEntry } from './page-entry.ts';

/** A translated page's own title or description, by its English page's address. */
function pageText(
  locale: TranslatedLocale,
  entry: PageEntry,
  part: 'title' | 'description' | 'summary',
): string {
  return translationsOf(locale)[`page.${entry.path}.${part}`]?.text || (entry[part] ?? '');
}

/** An English page in another language: its address under the language, its texts translated. */
function translatedPage(entry: PageEntry, locale: TranslatedLocale): PageEntry {
  const product =
    entry.kind === 'product'
      ? catalogueEntries().find((candidate) => candidate.path === entry.path)?.product
      : undefined;
  return {
    ...entry,
    path: pathInLocale(entry.path, locale),
    locale,
    // A product's title is its brand name, the same in every language.
    title: product ? entry.title : pageText(locale, entry, 'title'),
    description: product
      ? translatedProductDescription(localiseProduct(product, messagesFor(locale)))
      : pageText(locale, entry, 'description'),
    ...(entry.summary === undefined ? {} : { summary: pageText(locale, entry, 'summary') }),
  };
}

/** The translated pages: every translated English page in Telugu, then in Hindi. */
export function translatedPageList(): PageEntry[] {
  return translatedLocales.flatMap((locale) =>
    englishPageList()
      .filter((entry) => isTranslatedPage(entry.path))
      .map((entry) => translatedPage(entry, locale)),
  );
}

/**
 * The English title and description of each translated page, by `page.<path>.title` and
 * `page.<path>.description`, and a placeholder's own line, `page.<path>.summary`: what its
 * translations are made from (a product page's are made from its product's texts instead).
 */
export function pageSourceMessages(): Readonly<Record<string, string>> {
  return Object.fromEntries(
    englishPageList()
      .filter((entry) => entry.kind !== 'product' && isTranslatedPage(entry.path))
      .flatMap((entry) => [
        [`page.${entry.path}.title`, entry.title],
        [`page.${entry.path}.description`, entry.description],
        ...(entry.summary === undefined ? [] : [[`page.${entry.path}.summary`, entry.summary]]),
      ]),
  );
}
