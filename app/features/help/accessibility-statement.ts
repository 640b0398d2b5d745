import { type Locale, localeDetails } from '#languages/locales.ts';

/** When this accessibility statement was prepared; change it whenever its substance changes. */
export const accessibilityStatementDate = '2026-11-27';

/** The statement's date as the page's language writes it: "26 November 2026", "26 నవంబర్, 2026". */
export function statementDateIn(locale: Locale): string {
  return new Intl.DateTimeFormat(localeDetails[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${accessibilityStatementDate}T00:00:00Z`));
}

/** The standard the site is built and tested to. */
export const accessibilityStandard = {
  name: 'Web Content Accessibility Guidelines (WCAG) 2.2',
  level: 'AA',
  href: 'https://www.w3.org/TR/WCAG22/',
} as const;
