import { use } from 'react';
import { MessagesContext, type Messages } from './messages.ts';

/**
 * Content kept as data beside the code that shows it (a carousel's slides, a page's sections), in
 * English, the specification's words. Each text in it has an id made from a namespace and its place
 * in the data ("home.hero.slides.0.title"), so the catalogues translate it like any other message,
 * while the English pages keep reading the data itself.
 */

/** Keys whose values are addresses, names of icons or figures, never words to translate. */
const nonTextKeys = new Set([
  'id',
  'icon',
  'picture',
  'image',
  'href',
  'to',
  'path',
  'link',
  'slug',
  'value',
]);

function mapTexts(value: unknown, id: string, text: (id: string, english: string) => string): unknown {
  if (typeof value === 'string') return text(id, value);
  if (Array.isArray(value)) return value.map((item, index) => mapTexts(item, `${id}.${index}`, text));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        nonTextKeys.has(key) ? item : mapTexts(item, `${id}.${key}`, text),
      ]),
    );
  }
  return value;
}

/** Every text of a piece of content by its id, in English: what the catalogues translate. */
export function contentTextIds(namespace: string, content: unknown): Messages {
  const texts: Record<string, string> = {};
  mapTexts(content, namespace, (id, english) => (texts[id] = english));
  return texts;
}

/** The content with each text in the language of `messages` (a text they lack stays English). */
export function localContent<Content>(namespace: string, content: Content, messages: Messages): Content {
  return mapTexts(content, namespace, (id, english) => messages[id] ?? english) as Content;
}

/** A piece of content in the page's language; on an English page, the data as it is. */
export function useContent<Content>(namespace: string, content: Content): Content {
  const { locale, messages } = use(MessagesContext);
  return locale === 'en' ? content : localContent(namespace, content, messages);
}
