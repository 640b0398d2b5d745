/**
 * The one list of the site's pages (SPEC §2). It feeds the route table, the prerender list,
 * page titles and descriptions, the HTML and XML sitemaps and the tests. A new page is one entry
 * in pages/english-pages.ts; pages/page-translations.ts makes its Telugu and Hindi pages.
 */
export type { PageEntry, PageKind, PageSummary } from './pages/page-entry.ts';
export { isStaffPage } from './pages/page-entry.ts';
export { englishPageList, visitorRequestsPath } from './pages/english-pages.ts';
export { productDescription } from './pages/description-policy.ts';
export { pageSourceMessages } from './pages/page-translations.ts';
export { findPage, pageFor, pages, prerenderPaths, routeId, sharedRouteId } from './pages/page-list.ts';
