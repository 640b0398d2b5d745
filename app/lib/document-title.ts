import { siteConfig } from '#app/lib/site-config.ts';

/** The not-found page's title; kept apart from the page list so that page's code stays small. */
export const notFoundTitle = 'Page not found';

/** Search results cut titles after about 60 characters: a long page title takes the short company name. */
export function documentTitle(pageTitle: string): string {
  const full = `${pageTitle} | ${siteConfig.name}`;
  return full.length <= 60 ? full : `${pageTitle} | ${siteConfig.shortName}`;
}
