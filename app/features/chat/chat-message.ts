import { containsTeluguScript } from './keyword-matching.ts';

export type ChatSender = 'user' | 'bot';

/** One line of the conversation (SPEC §3 "Chat message"). */
export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  timestamp: Date;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** A message's time as the visitor reads it, e.g. "3:05 pm". */
export function formatMessageTime(timestamp: Date): string {
  return timeFormat.format(timestamp);
}

/** The language of a message when it differs from the page's English, so screen readers switch voice. */
export function messageLanguage(text: string): 'te' | undefined {
  return containsTeluguScript(text) ? 'te' : undefined;
}
