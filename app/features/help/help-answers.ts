import type { CatalogueMentions } from '#app/data/answers/catalogue-mentions.ts';
import { shippedMentions } from '#app/data/answers/shipped-mentions.ts';
import { chatContacts } from '#app/data/answers/contacts.ts';
import { type ChatLink, chatLinks, chatTextParts } from '#app/data/answers/links.ts';
import type { Locale } from '#languages/locales.ts';
import { formatRupees } from '#app/lib/money.ts';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';

/**
 * The help center's answers as messages: the chat's English replies (app/data/answers) with each
 * fact they quote and each page or contact they mention as a placeholder, so a translation carries
 * the words only and the page fills in the facts from the site configuration and the catalogue.
 */

export type AnswerLinkKey = keyof typeof chatLinks;

const { ambulance, emergency, teleManas } = publicHelplines.emergency;

/** The facts the English answers quote, by placeholder, written as the English answers write them. */
export const answerFacts = {
  companyName: siteConfig.name,
  address: chatContacts.address,
  hours: chatContacts.hours,
  officeHours: chatContacts.officeHours,
  anyHour: chatContacts.anyHour,
  replyWithin: chatContacts.replyWithin,
  ambulance,
  emergency,
  teleManas,
  product: shippedMentions.featured.name,
  price: formatRupees(shippedMentions.featured.price),
};

export type AnswerFact = keyof typeof answerFacts;

/** The hours the answers quote, in the words of the page's language. */
export interface AnswerHours {
  phoneLine: string;
  office: string;
  replyWithin: string;
}

/**
 * The facts for a page in `locale`: the hours in its words, the product and its price from the
 * page's catalogue, the price as the language writes numbers.
 */
export function answerFactsIn(
  locale: Locale,
  hours: AnswerHours,
  catalogue: CatalogueMentions = shippedMentions,
): Record<AnswerFact, string> {
  return {
    ...answerFacts,
    hours: hours.phoneLine,
    officeHours: hours.office,
    replyWithin: hours.replyWithin,
    product: catalogue.featured.name,
    price: formatRupees(catalogue.featured.price, locale),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const factByText = new Map<string, AnswerFact>(
  Object.entries(answerFacts).map(([name, text]) => [text, name as AnswerFact]),
);
// Longest first, so a fact inside a longer one never wins; never a part of a longer word or number.
const factMention = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...factByText.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

const linkKeyOf = new Map<string, AnswerLinkKey>(
  Object.entries(chatLinks).map(([key, link]) => [link.text, key as AnswerLinkKey]),
);

/** "Call {phone} ({hours})" for "Call +91 40 4852 7100 (Mon-Fri 9:00 AM to 6:00 PM IST)". */
export function answerTemplate(answer: string): string {
  return chatTextParts(answer)
    .map((part) =>
      typeof part === 'string'
        ? part.replace(factMention, (fact) => `{${factByText.get(fact)}}`)
        : `{${linkKeyOf.get(part.text)}}`,
    )
    .join('');
}

/** Whether a mention leads to one of the site's pages, whose name a translation puts in its words. */
export function isPageLink(link: ChatLink): boolean {
  return link.to.startsWith('/');
}

/** The names of the pages the templates mention, by placeholder, in English. */
export function mentionedPageNames(templates: readonly string[]): Partial<Record<AnswerLinkKey, string>> {
  const mentioned = new Set(
    templates.flatMap((template) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
  );
  return Object.fromEntries(
    Object.entries(chatLinks)
      .filter(([key, link]) => mentioned.has(key) && isPageLink(link))
      .map(([key, link]) => [key, link.text]),
  );
}
