import { localContent } from '#app/i18n/content.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Messages } from '#app/i18n/messages.ts';
import teErrors from '#app/translations/messages/te/errors.json' with { type: 'json' };
import hiErrors from '#app/translations/messages/hi/errors.json' with { type: 'json' };
import { errorPageContent, errorPageNamespace } from './error-page-content.ts';

/**
 * The error pages' catalogues, read here rather than from the page's texts: the not-found page's
 * title is written by a meta function, which is given no texts, and the staff screens' client
 * router shows these pages with none. Both files are a few hundred bytes.
 */
const translations: Readonly<Record<Exclude<Locale, 'en'>, Messages>> = {
  te: Object.fromEntries(Object.entries(teErrors).map(([id, message]) => [id, message.text])),
  hi: Object.fromEntries(Object.entries(hiErrors).map(([id, message]) => [id, message.text])),
};

/** The not-found and error pages' words in a language; English is the specification's. */
export function errorPageTexts(locale: Locale): typeof errorPageContent {
  return locale === 'en'
    ? errorPageContent
    : localContent(errorPageNamespace, errorPageContent, translations[locale]);
}
