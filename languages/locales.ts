import { siteLanguages } from '#contract/language-choice.ts';

/**
 * The site's languages (issue 30): English at today's addresses, Telugu under /te and Hindi under
 * /hi. Only public pages are translated; the staff screens stay English.
 */
export const locales = siteLanguages;
export type Locale = (typeof locales)[number];

/** The languages pages are translated into from English. */
export const translatedLocales = ['te', 'hi'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof translatedLocales)[number];

interface LocaleDetails {
  /** The page's `lang` and its `hreflang`: the language as written in India. */
  tag: string;
  /** Open Graph's spelling of it. */
  ogLocale: string;
  /** The language's name in its own script, as the switcher shows it. */
  ownName: string;
}

export const localeDetails: Readonly<Record<Locale, LocaleDetails>> = {
  en: { tag: 'en-IN', ogLocale: 'en_IN', ownName: 'English' },
  te: { tag: 'te-IN', ogLocale: 'te_IN', ownName: 'తెలుగు' },
  hi: { tag: 'hi-IN', ogLocale: 'hi_IN', ownName: 'हिन्दी' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a page by its address: /te and /te/… are Telugu, /hi… Hindi, the rest English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first !== 'en' && isLocale(first) ? first : 'en';
}

/** The English page's address of any page: /te/products → /products, /te → /. */
export function englishPathOf(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === 'en') return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The address of an English page in a language: /products → /te/products, / → /te. */
export function pathInLocale(englishPath: string, locale: Locale): string {
  if (locale === 'en') return englishPath;
  return englishPath === '/' ? `/${locale}` : `/${locale}${englishPath}`;
}
