import { localContent } from '#languages/content.ts';
import type { Locale } from '#languages/locales.ts';
import type { Messages } from '#languages/messages.ts';
import teErrors from '#languages/messages/te/errors.json' with { type: 'json' };
import hiErrors from '#languages/messages/hi/errors.json' with { type: 'json' };
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
