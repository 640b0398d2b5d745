import { type Locale, englishPathOf, locales, pathInLocale } from './locales.ts';
import { isTranslatedPage } from './translated-pages.ts';

/**
 * The versions of a page in each language it is published in, English first; none for a page that
 * is only in English (it has no alternates to name). What hreflang links, the sitemap and the
 * language switcher offer.
 */
export function languageVersions(pathname: string): { locale: Locale; path: string }[] {
  // Prerendering asks for /products/ as well as /products.
  const english = englishPathOf(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!isTranslatedPage(english)) return [];
  return locales.map((locale) => ({ locale, path: pathInLocale(english, locale) }));
}
