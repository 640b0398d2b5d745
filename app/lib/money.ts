import type { Locale } from '#languages/locales.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

/** Rupees with 2 decimals in Indian digit grouping, as the language writes them: 123456.5 → "₹1,23,456.50". */
export function formatRupees(amount: number, locale: Locale = 'en'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-IN`, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format.format(amount);
}
