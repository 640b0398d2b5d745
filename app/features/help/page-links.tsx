import type { ReactNode } from 'react';
import type { Locale } from '#languages/locales.ts';
import { localHref } from '#languages/translated-pages.ts';

/** A link inside a text (`{name}` in its message): its words, translated, and the English page it leads to. */
export interface TextLink {
  text: string;
  href: string;
}

/** The links a text's placeholders stand for, each to the page in the reader's language where it has one. */
export function linkParts(
  links: Readonly<Record<string, TextLink>>,
  locale: Locale,
  className?: string,
): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(links).map(([name, link]) => [
      name,
      <a href={localHref(link.href, locale)} className={className}>
        {link.text}
      </a>,
    ]),
  );
}
