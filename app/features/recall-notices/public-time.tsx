import { type Locale, localeDetails } from '#languages/locales.ts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

const formatIn = (locale: Locale) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeDetails[locale].tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    formats.set(locale, format);
  }
  return format;
};

/** A moment as the public reads it in India, in the page's language: "26 November 2026 at 9:47 pm IST". */
export function PublicTime({ moment, locale }: { moment: string; locale: Locale }) {
  return <time dateTime={moment}>{`${formatIn(locale).format(new Date(moment))} IST`}</time>;
}
