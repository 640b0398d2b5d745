import { defaultChatContext, type ChatContext } from '#app/data/answers/contacts.ts';
import { normalizeMessage } from './keyword-matching.ts';
import { replies } from '#app/data/answers/replies.ts';
import { chatRules, type IncomingMessage } from './rules.ts';

export interface ChatAnswer {
  /** The rule that answered, or 'fallback'. */
  ruleId: string;
  text: string;
}

/** Runs the rules in order; the first that applies answers, otherwise the fallback does. */
export function answer(text: string, context: ChatContext = defaultChatContext): ChatAnswer {
  const message: IncomingMessage = { original: text, normalized: normalizeMessage(text) };
  for (const rule of chatRules) {
    const ruleAnswer = rule.answer(message, context);
    if (ruleAnswer !== null) return { ruleId: rule.id, text: ruleAnswer };
  }
  return { ruleId: 'fallback', text: replies.fallback(context) };
}

/** The scripted chat's reply to a visitor's message. */
export function reply(text: string, context: ChatContext = defaultChatContext): string {
  return answer(text, context).text;
}

/** The first message of every conversation. */
export function greeting(context: ChatContext = defaultChatContext): string {
  return replies.greeting(context);
}
