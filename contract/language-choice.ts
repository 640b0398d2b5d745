/**
 * The visitor's language choice (issue 30): the switcher's links go through `/language/{locale}`,
 * which remembers the choice in a first-party cookie and opens the page in that language; an
 * English page that is translated then opens in the remembered language on the next visit. Never
 * chosen from the browser's Accept-Language: a link or a search result opens the page it names.
 */
/** The languages of the public pages: English, and Telugu and Hindi translations of some of them. */
export const siteLanguages = ['en', 'te', 'hi'] as const;

export const languageCookie = {
  name: 'site_language',
  /** A year, as the cookie policy says. */
  maxAgeSeconds: 365 * 24 * 60 * 60,
  lifetime: 'One year',
} as const;

/** The switcher's link to a page in a language: `/language/te?page=/te/products`. */
export function languageChoicePath(locale: string, page: string): string {
  return `/language/${locale}?${new URLSearchParams({ page }).toString()}`;
}

/**
 * Set when an English page has once offered itself in the language the browser prefers (the
 * "ఈ పేజీ తెలుగులో" link above the header): the offer is made once, never again.
 */
export const languageOfferCookie = {
  name: 'language_offered',
  /** All it holds: the offer was made. */
  value: 'yes',
  maxAgeSeconds: languageCookie.maxAgeSeconds,
  lifetime: languageCookie.lifetime,
} as const;
