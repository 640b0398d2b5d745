import { createContext, createElement, Fragment, type ReactNode, use } from 'react';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import type { Locale } from './locales.ts';

/** A page's texts by message id, in one language. */
export type Messages = Readonly<Record<string, string>>;

/** The language a part of a page is rendered in and the texts it may show. */
export interface PageMessages {
  locale: Locale;
  messages: Messages;
}

/**
 * Given by the prerendering entry (all of the page language's texts) and, in the browser, by each
 * island's wrapper (only the texts that island declared, in the page's language: see `<Island>`).
 * So no catalogue is part of any script; a page carries the texts it shows, once, in its language.
 */
export const MessagesContext = createContext<PageMessages>({
  locale: 'en',
  // A part rendered on its own, outside any page (a unit test), reads the English texts the test
  // set-up gives (vitest.setup.ts); on a page, a provider always gives them.
  get messages() {
    return (globalThis as { standaloneMessages?: Messages }).standaloneMessages ?? {};
  },
});

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Made once per language, and only for a number that needs one: the first number format a page makes
 * costs it 15–30 ms of its main thread (60–120 ms on a slow phone), more than filling every message
 * of the page, and the header, the carousels and most forms write no number above 999.
 */
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number as the language writes it. Every language here writes Latin digits, so below 1,000 a whole number is its digits. */
function writtenNumber(value: number, locale: Locale): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let numbers = numberFormats.get(locale);
  if (!numbers) {
    numbers = new Intl.NumberFormat(`${locale}-IN`);
    numberFormats.set(locale, numbers);
  }
  return numbers.format(value);
}

/** Fills a message's `{name}` placeholders; a number is written as the language writes it. */
export function formatMessage(template: string, locale: Locale, params?: MessageParams): string {
  if (!params) return template;
  return fillPlaceholders(
    template,
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        typeof value === 'number' ? writtenNumber(value, locale) : value,
      ]),
    ),
  );
}

/** Fills a text's `{name}` placeholders with words (a content text's, languages/content.ts). */
export const fillText = fillPlaceholders;

/** A message by id in the page's language, its placeholders filled. */
export type Translate = (id: string, params?: MessageParams) => string;

export function translator({ locale, messages }: PageMessages): Translate {
  return (id, params) => {
    const template = messages[id];
    // Every id is in every catalogue (npm run i18n:check); an island that did not declare the
    // namespace of a text it shows says so here rather than showing a blank.
    if (template === undefined) throw new Error(`No text "${id}" is given to this part of the page`);
    return formatMessage(template, locale, params);
  };
}

/** A message with parts that are not text (a link, a bold reference) put in for its placeholders. */
export function richText(template: string, parts: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return name !== undefined && name in parts ? createElement(Fragment, { key: index }, parts[name]) : piece;
  });
}

/** The page's language and its texts, for a component. */
export function useTranslate(): {
  t: Translate;
  rich: (id: string, parts: Readonly<Record<string, ReactNode>>) => ReactNode[];
  locale: Locale;
} {
  const page = use(MessagesContext);
  const t = translator(page);
  return { t, rich: (id, parts) => richText(t(id), parts), locale: page.locale };
}

/**
 * The texts named by `wanted`: an id, or a namespace ("nav" takes "nav.Home", "nav.Products" …).
 * Kept per catalogue and list: every render of a page picks the same texts for each of its islands
 * from a catalogue of thousands.
 */
export function messagesOf(messages: Messages, wanted: readonly string[]): Messages {
  let picked = pickedMessages.get(messages);
  if (!picked) {
    picked = new Map();
    pickedMessages.set(messages, picked);
  }
  const key = wanted.join('\n');
  let found = picked.get(key);
  if (!found) {
    found = Object.fromEntries(
      Object.entries(messages).filter(([id]) =>
        wanted.some((entry) => id === entry || id.startsWith(`${entry}.`)),
      ),
    );
    picked.set(key, found);
  }
  return found;
}

const pickedMessages = new WeakMap<Messages, Map<string, Messages>>();

/** The id of a navigation or footer label, whose English words are kept with their links. */
export function labelId(label: string): string {
  return `nav.${label}`;
}
