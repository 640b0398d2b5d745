import { siteConfig } from '#app/lib/site-config.ts';

/** The not-found page's title; kept apart from the page list so that page's code stays small. */
export const notFoundTitle = 'Page not found';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The length a reader sees: search results cut by width, and Telugu and Devanagari vowel signs,
 * viramas and nuktas join the letter before them instead of taking a place of their own.
 */
export function displayedLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/**
 * Search results cut titles after about 60 characters: a page title that fits only with the short
 * company name gets that instead of the full one.
 */
export function documentTitle(
  pageTitle: string,
  /** The company's names as the page's language writes them. */
  names: { name: string; shortName: string } = siteConfig,
): string {
  const full = `${pageTitle} | ${names.name}`;
  const short = `${pageTitle} | ${names.shortName}`;
  return displayedLength(full) > 60 && displayedLength(short) <= 60 ? short : full;
}
