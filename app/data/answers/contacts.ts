import type { Locale } from '#languages/locales.ts';
import { hoursLine, postalAddressLine, publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { chatPageNames, type ChatPageKey } from './links.ts';
import type { CatalogueMentions } from './catalogue-mentions.ts';

/**
 * The contact details the answers quote (the chat's replies, the help center's answers): the
 * company's own, from the site configuration.
 */
export interface ChatContacts {
  helpline: string;
  email: string;
  address: string;
  /** When the team answers the phone. */
  hours: string;
  /** When the office is open for visits, on one line. */
  officeHours: string;
  /** When the chat, the forms and email are open ("24/7"). */
  anyHour: string;
  /** How soon a written message is answered ("24 hours"). */
  replyWithin: string;
  /** Where side effects are reported nationally (PvPI). */
  pvpiHelpline: string;
}

export const chatContacts: ChatContacts = {
  helpline: siteConfig.phone.display,
  email: siteConfig.email.display,
  address: postalAddressLine(),
  hours: siteConfig.salesHours,
  officeHours: hoursLine(siteConfig.businessHours),
  anyHour: siteConfig.anyHour,
  replyWithin: siteConfig.replyWithin,
  pvpiHelpline: publicHelplines.pvpi.display,
};

/** The words of the page the chat is on: a reply in its language names pages and hours in them. */
export interface ChatPageWords {
  locale: Locale;
  pageNames: Readonly<Record<ChatPageKey, string>>;
  /** When the team answers the phone (contacts.hours), as the page's language writes it. */
  phoneHours: string;
}

/** Everything a reply may depend on besides the message itself. */
export interface ChatContext {
  companyName: string;
  contacts: ChatContacts;
  /** What the answers say of the catalogue: the page's, which the product master's is when the server renders it. */
  catalogue: CatalogueMentions;
  /** Absent on an English page, whose words the contacts and link names already are. */
  page?: ChatPageWords;
}

/** A reply's context but the catalogue, which the page gives (the product master's as the server renders it). */
export const chatDefaults: Omit<ChatContext, 'catalogue'> = {
  companyName: siteConfig.name,
  contacts: chatContacts,
};

/**
 * The names of pages and the phone hours for a reply in `locale`: the page's own words when the
 * page is in that language, otherwise English (a Telugu message on an English page).
 */
export function wordsFor(context: ChatContext, locale: Locale): Omit<ChatPageWords, 'locale'> {
  if (context.page?.locale === locale) return context.page;
  return { pageNames: chatPageNames, phoneHours: context.contacts.hours };
}
