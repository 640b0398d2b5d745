import type { ChatContext } from '#app/data/answers/contacts.ts';
import type { Locale } from '#languages/locales.ts';
import { normalizeMessage } from './keyword-matching.ts';
import { replies } from '#app/data/answers/replies.ts';
import { chatRulesFor, type IncomingMessage } from './rules.ts';
import { hindiReplies } from './hindi-replies.ts';
import { teluguReplies } from './telugu-replies.ts';

export interface ChatAnswer {
  /** The rule that answered, or 'fallback'. */
  ruleId: string;
  text: string;
}

type PageReply = (context: ChatContext) => string;

/** What a page says first, in its language. */
const greetings: Readonly<Record<Locale, PageReply>> = {
  en: replies.greeting,
  te: teluguReplies.greeting,
  hi: hindiReplies.greeting,
};

/** What a page says when no rule applies: on a translated page, what the chat can do in its language. */
const fallbacks: Readonly<Record<Locale, PageReply>> = {
  en: replies.fallback,
  te: teluguReplies.general,
  hi: hindiReplies.general,
};

/**
 * Runs the rules of a page in `pageLocale` in order; the first that applies answers, otherwise the
 * fallback does.
 */
export function answer(text: string, context: ChatContext, pageLocale: Locale = 'en'): ChatAnswer {
  const message: IncomingMessage = { original: text, normalized: normalizeMessage(text) };
  for (const rule of chatRulesFor(pageLocale)) {
    const ruleAnswer = rule.answer(message, context);
    if (ruleAnswer !== null) return { ruleId: rule.id, text: ruleAnswer };
  }
  return { ruleId: 'fallback', text: fallbacks[pageLocale](context) };
}

/** The scripted chat's reply to a visitor's message. */
export function reply(text: string, context: ChatContext, pageLocale: Locale = 'en'): string {
  return answer(text, context, pageLocale).text;
}

/** The first message of every conversation, in the page's language. */
export function greeting(context: ChatContext, pageLocale: Locale = 'en'): string {
  return greetings[pageLocale](context);
}
