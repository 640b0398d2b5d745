/**
 * The translations (one catalogue per language, a file per part of the site) and a page's texts
 * in its language. Build and server side only. The English is source-messages.json, gathered from
 * the code that holds it by scripts/translations/source-messages.ts (npm run i18n:collect).
 */
import type { Locale, TranslatedLocale } from '#languages/locales.ts';
import type { Messages } from '#languages/messages.ts';
import sourceMessages from './source-messages.json' with { type: 'json' };
import teLayout from './messages/te/layout.json' with { type: 'json' };
import teCataloguePages from './messages/te/catalogue-pages.json' with { type: 'json' };
import teCatalogue from './messages/te/catalogue.json' with { type: 'json' };
import tePages from './messages/te/pages.json' with { type: 'json' };
import teForms from './messages/te/forms.json' with { type: 'json' };
import teHome from './messages/te/home.json' with { type: 'json' };
import teServices from './messages/te/services.json' with { type: 'json' };
import teChat from './messages/te/chat.json' with { type: 'json' };
import teCompany from './messages/te/company.json' with { type: 'json' };
import teLegal from './messages/te/legal.json' with { type: 'json' };
import teHelp from './messages/te/help.json' with { type: 'json' };
import teQuote from './messages/te/quote.json' with { type: 'json' };
import teProfessionals from './messages/te/professionals.json' with { type: 'json' };
import teRecalls from './messages/te/recalls.json' with { type: 'json' };
import tePackCheck from './messages/te/pack-check.json' with { type: 'json' };
import tePlaceholders from './messages/te/placeholders.json' with { type: 'json' };
import teRequests from './messages/te/requests.json' with { type: 'json' };
import teErrors from './messages/te/errors.json' with { type: 'json' };
import teMail from './messages/te/mail.json' with { type: 'json' };
import hiLayout from './messages/hi/layout.json' with { type: 'json' };
import hiCataloguePages from './messages/hi/catalogue-pages.json' with { type: 'json' };
import hiCatalogue from './messages/hi/catalogue.json' with { type: 'json' };
import hiPages from './messages/hi/pages.json' with { type: 'json' };
import hiForms from './messages/hi/forms.json' with { type: 'json' };
import hiHome from './messages/hi/home.json' with { type: 'json' };
import hiServices from './messages/hi/services.json' with { type: 'json' };
import hiChat from './messages/hi/chat.json' with { type: 'json' };
import hiCompany from './messages/hi/company.json' with { type: 'json' };
import hiLegal from './messages/hi/legal.json' with { type: 'json' };
import hiHelp from './messages/hi/help.json' with { type: 'json' };
import hiQuote from './messages/hi/quote.json' with { type: 'json' };
import hiProfessionals from './messages/hi/professionals.json' with { type: 'json' };
import hiRecalls from './messages/hi/recalls.json' with { type: 'json' };
import hiPackCheck from './messages/hi/pack-check.json' with { type: 'json' };
import hiPlaceholders from './messages/hi/placeholders.json' with { type: 'json' };
import hiRequests from './messages/hi/requests.json' with { type: 'json' };
import hiErrors from './messages/hi/errors.json' with { type: 'json' };
import hiMail from './messages/hi/mail.json' with { type: 'json' };

/**
 * How far a translation has been checked: 'draft' as written; 'checked' once a second reader has
 * read it against the English and the glossary; 'reviewed' once the company's native speaker with
 * pharmacy knowledge has signed it off.
 */
export type ReviewState = 'draft' | 'checked' | 'reviewed';

/** One message in a language: its text, the English it was made from, and whether it was reviewed. */
export interface Translation {
  text: string;
  source: string;
  review: ReviewState;
}

export type TranslationCatalogue = Readonly<Record<string, Translation>>;

/** Each translated language's catalogue, by the files it is kept in. */
export const translationFiles: Readonly<
  Record<TranslatedLocale, Readonly<Record<string, TranslationCatalogue>>>
> = {
  te: {
    layout: teLayout,
    'catalogue-pages': teCataloguePages,
    catalogue: teCatalogue,
    pages: tePages,
    forms: teForms,
    home: teHome,
    services: teServices,
    chat: teChat,
    company: teCompany,
    legal: teLegal,
    help: teHelp,
    quote: teQuote,
    professionals: teProfessionals,
    recalls: teRecalls,
    'pack-check': tePackCheck,
    placeholders: tePlaceholders,
    requests: teRequests,
    errors: teErrors,
    mail: teMail,
  } as Record<string, TranslationCatalogue>,
  hi: {
    layout: hiLayout,
    'catalogue-pages': hiCataloguePages,
    catalogue: hiCatalogue,
    pages: hiPages,
    forms: hiForms,
    home: hiHome,
    services: hiServices,
    chat: hiChat,
    company: hiCompany,
    legal: hiLegal,
    help: hiHelp,
    quote: hiQuote,
    professionals: hiProfessionals,
    recalls: hiRecalls,
    'pack-check': hiPackCheck,
    placeholders: hiPlaceholders,
    requests: hiRequests,
    errors: hiErrors,
    mail: hiMail,
  } as Record<string, TranslationCatalogue>,
};

export function translationsOf(locale: TranslatedLocale): TranslationCatalogue {
  return Object.assign({}, ...Object.values(translationFiles[locale])) as TranslationCatalogue;
}

const cache = new Map<Locale, Messages>();

/**
 * Every text of the site in a language, by id. A message not yet translated shows in English
 * (`npm run i18n:check` fails the build's tests before that can be published).
 */
export function messagesFor(locale: Locale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const english: Messages = sourceMessages;
  let messages: Messages = english;
  if (locale !== 'en') {
    const translations = translationsOf(locale);
    messages = Object.fromEntries(
      Object.entries(english).map(([id, text]) => [id, translations[id]?.text || text]),
    );
  }
  cache.set(locale, messages);
  return messages;
}
