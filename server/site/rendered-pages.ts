import type { FastifyBaseLogger } from 'fastify';
import { englishPathOf, type Locale } from '#languages/locales.ts';
import type { PageRenderer } from './page-renderer.ts';
import type { PageDocument } from './page-store.ts';
import type { RenderCache, RenderedPage } from './render-cache.ts';

/** Longer queries are not applied by the server (the page still applies them once it has hydrated). */
export const searchQueryMax = 100;

/** Where the render cache keeps a page, and a variant of it (offering another language, a declaration). */
export const renderKey = (pathname: string, variant?: string) =>
  variant === undefined ? pathname : `${pathname} ${variant}`;

/** The variant of an English page offering itself in another language. */
export const offering = (offer: Locale | undefined) =>
  offer === undefined ? undefined : `offering ${offer}`;

/** The public pages as the server renders them from the store: what the static site serves. */
export interface RenderedPages {
  /**
   * The page now, from the render cache (with `offer`, the variant offering another language).
   * Undefined when it cannot be rendered and was never rendered: the built page is served then.
   */
  page(pathname: string, offer?: Locale): Promise<RenderedPage | undefined>;
  /** A list page with `?q=` applied, rendered for this request; undefined when not to be applied. */
  search(pathname: string, query: string): Promise<PageDocument | undefined>;
  /**
   * A later page of a paged list (`?page=N`, N > 1), with `?q=` applied when there is one: kept in
   * the render cache like the list without a search, rendered for the request with one. Its status
   * is 404 for a page the list does not have. Undefined when the page is not a paged list.
   */
  listPage(pathname: string, page: string, query?: string): Promise<RenderedPage | undefined>;
  /** Whether the page's list is paged by `?page=`. */
  paged(pathname: string): boolean;
  /**
   * Whether a product's page is at this address, in any language: an address of the product
   * addresses' shape naming no product answers 404 without a render. True when the store cannot
   * say (the render then answers as it can).
   */
  isProductPage(pathname: string): Promise<boolean>;
}

/** Whether a query is one the server applies to a list (a longer one the page applies once it has hydrated). */
const applied = (query: string | undefined): query is string =>
  query !== undefined && query.trim() !== '' && query.length <= searchQueryMax;

export function renderedPages(
  renderer: PageRenderer,
  cache: RenderCache,
  log: FastifyBaseLogger,
  /** Whether a product of the master has its English page at this address. */
  productAt: (englishPath: string) => Promise<boolean>,
): RenderedPages {
  const failed = (pathname: string, error: unknown) => {
    log.error({ err: error, page: pathname }, 'a page could not be rendered; the built one is served');
    return undefined;
  };
  return {
    async page(pathname, offer) {
      try {
        return await cache.page(renderKey(pathname, offering(offer)), () =>
          renderer.render(pathname, { offer }),
        );
      } catch (error) {
        return failed(pathname, error);
      }
    },
    async search(pathname, query) {
      if (!applied(query) || !renderer.searchable(pathname)) return undefined;
      try {
        // Not kept: every query is its own page, and a list filters in microseconds.
        const search = `?${new URLSearchParams({ q: query }).toString()}`;
        return (await renderer.render(pathname, { search })).document;
      } catch (error) {
        return failed(pathname, error);
      }
    },
    paged: (pathname) => renderer.paged(pathname),
    async isProductPage(pathname) {
      try {
        return await productAt(englishPathOf(pathname));
      } catch (error) {
        log.warn({ err: error, page: pathname }, 'the product master could not be read for an address');
        return true;
      }
    },
    async listPage(pathname, page, query) {
      if (!renderer.paged(pathname)) return undefined;
      const search = `?${new URLSearchParams({ ...(applied(query) ? { q: query } : {}), page }).toString()}`;
      try {
        // A page past the list's end is not kept: only pages the list has are (RenderCache keeps 200s).
        return applied(query)
          ? await renderer.render(pathname, { search })
          : await cache.page(renderKey(pathname, `page ${page}`), () =>
              renderer.render(pathname, { search }),
            );
      } catch (error) {
        return failed(pathname, error);
      }
    },
  };
}
