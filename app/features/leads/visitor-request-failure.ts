import type { leadKindLabels } from '#contract/lead-texts.ts';
import { visitorRequestMessages, type visitorStatusTexts } from '#contract/visitor-request-texts.ts';
import { type VisitorRequestTexts, visitorRequestContent } from './visitor-request-content.ts';

/**
 * The contract's messages, statuses and kinds of request in the page's language (`request.messages`,
 * `request.status`, `request.kind`).
 */
export interface RequestContractTexts {
  messages: typeof visitorRequestMessages;
  statuses: typeof visitorStatusTexts;
  kinds: typeof leadKindLabels;
}

const messageNames = Object.keys(visitorRequestMessages) as (keyof typeof visitorRequestMessages)[];

/**
 * One of the contract's messages (the schema's and the server's speak English) in the page's
 * language; any other message as it came.
 */
export function requestMessageText(message: string, contract: RequestContractTexts): string {
  const name = messageNames.find((key) => visitorRequestMessages[key] === message);
  return name ? contract.messages[name] : message;
}

/** A failed call's message in the page's language, or the fallback when it has none. */
export function requestFailureText(
  caught: unknown,
  fallback: string,
  texts: VisitorRequestTexts,
  contract: RequestContractTexts,
): string {
  if (!(caught instanceof Error) || !caught.message) return fallback;
  if (caught.message === visitorRequestContent.networkFailure) return texts.networkFailure;
  return requestMessageText(caught.message, contract);
}
