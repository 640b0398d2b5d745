import { findPage, notFoundTitle } from '#app/pages.ts';
import { siteConfig } from '#app/lib/site-config.ts';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteConfig.name}`;
}

/** Title and description tags for a page of the route table, by its path. */
export function pageMeta(pathname: string) {
  const entry = findPage(pathname);
  if (!entry) return [{ title: documentTitle(notFoundTitle) }, { name: 'robots', content: 'noindex' }];
  const tags: Array<Record<string, string>> = [
    { title: documentTitle(entry.title) },
    { name: 'description', content: entry.description },
  ];
  if (!entry.indexable) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
