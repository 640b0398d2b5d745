import { leadMessages } from '#contract/lead-texts.ts';
import type { Messages } from './messages.ts';
import type { Locale } from './locales.ts';

/** The id of each of the contract's form messages, by its English words: `lead.<name>`. */
const idsByEnglish = new Map<string, string>(
  Object.entries(leadMessages).map(([name, english]) => [english, `lead.${name}`]),
);

/**
 * A message of the shared contract (a form field's refusal) in a page's language. The schemas speak
 * English, in the browser and on the server alike; this puts their words in the language of the page
 * that sent the form. A message the catalogues do not have stays as it is.
 */
export function localiseLeadMessage(message: string, messages: Messages): string {
  const id = idsByEnglish.get(message);
  return (id && messages[id]) || message;
}

/** Each field's refusal in the page's language. */
export function localiseFieldErrors(
  fields: Readonly<Record<string, string>>,
  messages: Messages,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => [name, localiseLeadMessage(message, messages)]),
  );
}

/**
 * The texts a form's island declares (app/lib/island.tsx): its own and, on a translated page, the
 * contract's refusals in that language (on an English page the contract's words are the texts).
 */
export function formIslandMessages(locale: Locale, own: readonly string[]): readonly string[] {
  return locale === 'en' ? own : [...own, 'lead'];
}
