/** Every page of the site, English and translated, and how a path finds its entry. */
import { pathInLocale, translatedLocales } from '#languages/locales.ts';
import { pageResources } from '#contract/page-resources.ts';
import { englishPageList } from './english-pages.ts';
import type { PageEntry } from './page-entry.ts';
import { translatedPageList } from './page-translations.ts';

/** Every page: the English pages, then those translated into Telugu and Hindi (issue 30). */
export const pages: readonly PageEntry[] = [...englishPageList(), ...translatedPageList()];

/** Path of the prerendered not-found page; the server answers it, with status 404, for unknown paths. */
export const notFoundPath = '/404';

/** The not-found page in each language: the server answers an unknown /te/… with the Telugu one. */
const notFoundPaths: readonly string[] = [
  notFoundPath,
  ...translatedLocales.map((locale) => pathInLocale(notFoundPath, locale)),
];

/** Route id for a page: unique even when several pages share one route module. */
export function routeId(entry: PageEntry): string {
  return entry.path === '/' ? 'home' : entry.path.slice(1).replaceAll('/', '-');
}

/**
 * The route a page shares with others of its kind (app/routes.ts), by its id: one per language for
 * the product pages, one for the medicines' leaflets, so that the product master's products and
 * leaflets published since the build have their pages too. Undefined for a page with a route of its own.
 */
export function sharedRouteId(entry: PageEntry): string | undefined {
  if (entry.kind === 'product') return entry.locale === 'en' ? 'product' : `product-${entry.locale}`;
  if (entry.module === 'routes/prescribing-info-product.tsx') return 'prescribing-info-product';
  return undefined;
}

export function findPage(pathname: string): PageEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pages.find((entry) => entry.path === normalized);
}

/** Like findPage, for callers that know the path is in the table (route modules). */
export function pageFor(pathname: string): PageEntry {
  const entry = findPage(pathname);
  if (!entry) throw new Error(`No page is registered for ${pathname}`);
  return entry;
}

export function prerenderPaths(): string[] {
  const resources = Object.values(pageResources).map((resource) => resource.path);
  return [...pages.map((entry) => entry.path), ...notFoundPaths, ...resources];
}
