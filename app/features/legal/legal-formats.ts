import { type Locale, localeDetails } from '#languages/locales.ts';

/** A length of time the legal texts state: a cookie's lifetime, how long a record is kept. */
export interface Duration {
  value: number;
  unit: 'minute' | 'hour' | 'day' | 'year';
}

/** "8 hours", "8 గంటలు", "8 घंटे": a duration as the page's language writes it. */
export function formatDuration({ value, unit }: Duration, locale: Locale): string {
  return new Intl.NumberFormat(localeDetails[locale].tag, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

const secondsPer = { year: 365 * 24 * 60 * 60, day: 24 * 60 * 60, hour: 60 * 60, minute: 60 } as const;

/** A number of seconds in the largest unit that measures it whole: 31,536,000 s is 1 year. */
export function durationOfSeconds(seconds: number): Duration {
  const unit = (['year', 'day', 'hour'] as const).find((candidate) => seconds % secondsPer[candidate] === 0);
  return unit ? { value: seconds / secondsPer[unit], unit } : { value: seconds / 60, unit: 'minute' };
}

/**
 * A cookie's lifetime as the policies state it: on an English page the contract's own words ("One
 * year"), on a translated page its max-age in that language.
 */
export function cookieLifetime(cookie: { lifetime: string; maxAgeSeconds: number }, locale: Locale): string {
  return locale === 'en' ? cookie.lifetime : formatDuration(durationOfSeconds(cookie.maxAgeSeconds), locale);
}

/** A date of the legal texts as the page's language writes it: "26 November 2026", "26 నవంబర్, 2026". */
export function formatLegalDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeDetails[locale].tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}
