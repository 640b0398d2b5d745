/**
 * The chat's engine on a page of the shipped catalogue, for tests: the engine itself takes the
 * page's catalogue, and its code never carries the shipped one.
 */
import type { ChatContext } from '#app/data/answers/contacts.ts';
import { shippedChatContext } from '#app/data/answers/shipped-mentions.ts';
import * as engine from '#app/features/chat/engine.ts';
import type { Locale } from '#languages/locales.ts';

export const answer = (text: string, context: ChatContext = shippedChatContext, pageLocale?: Locale) =>
  engine.answer(text, context, pageLocale);

export const reply = (text: string, context: ChatContext = shippedChatContext, pageLocale?: Locale) =>
  engine.reply(text, context, pageLocale);

export const greeting = (context: ChatContext = shippedChatContext, pageLocale?: Locale) =>
  engine.greeting(context, pageLocale);
