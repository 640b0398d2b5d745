import type { ChatContext } from '#app/data/answers/contacts.ts';

export interface IncomingMessage {
  /** As typed. */
  original: string;
  /** Lower case with single spaces (see normalizeMessage). */
  normalized: string;
}

export interface ChatRule {
  id: string;
  /** The answer when the rule applies to the message, otherwise null. */
  answer: (message: IncomingMessage, context: ChatContext) => string | null;
}
