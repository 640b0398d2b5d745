import { siteConfig } from '#app/lib/site-config.ts';

/** The not-found page's title; kept apart from the page list so that page's code stays small. */
export const notFoundTitle = 'Page not found';

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
  return full.length > 60 && short.length <= 60 ? short : full;
}
