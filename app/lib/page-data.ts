import type { MetaDescriptor } from 'react-router';
import { pageFor, type PageSummary } from '#app/pages.ts';
import { browserMeta } from '#app/lib/seo.ts';

/** The page a loader request is for: prerendering asks for /a/b.data, and for / as /_.data. */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.replace(/\.data$/, '');
}

export interface PageData {
  page: PageSummary;
  meta: MetaDescriptor[];
}

/**
 * The loader of every page route. It runs at build time, when the page is prerendered: the page
 * list and the head tags reach the browser as data, and their code stays out of the page's bundle
 * (the share tags and JSON-LD only in the prerendered HTML: see app/entry.server.tsx).
 */
export function loadPageData({ request }: { request: Request }): PageData {
  const { module: _module, ...page } = pageFor(pagePath(request));
  return { page, meta: browserMeta(page.path) };
}
