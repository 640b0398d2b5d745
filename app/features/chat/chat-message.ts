import { type Locale, localeDetails } from '#languages/locales.ts';
import { containsDevanagariScript, containsTeluguScript } from './keyword-matching.ts';

export type ChatSender = 'user' | 'bot';

/** One line of the conversation (SPEC §3 "Chat message"). */
export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  timestamp: Date;
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A message's time as the visitor reads it in the page's language, e.g. "3:05 pm". */
export function formatMessageTime(timestamp: Date, pageLocale: Locale = 'en'): string {
  let format = timeFormats.get(pageLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeDetails[pageLocale].tag, { hour: 'numeric', minute: '2-digit' });
    timeFormats.set(pageLocale, format);
  }
  return format.format(timestamp);
}

/**
 * The language of a message when it differs from the page's, so screen readers switch voice:
 * Telugu or Hindi by their scripts, otherwise English.
 */
export function messageLanguage(text: string, pageLocale: Locale = 'en'): Locale | undefined {
  if (!/\p{L}/u.test(text)) return undefined;
  const language: Locale = containsTeluguScript(text) ? 'te' : containsDevanagariScript(text) ? 'hi' : 'en';
  return language === pageLocale ? undefined : language;
}
