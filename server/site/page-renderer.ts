import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { CategoryId, HeldProduct } from '#catalogue/catalogue.ts';
import type { PageAnswer } from '#contract/page-answers.ts';
import type { LiveData } from '#contract/live-data.ts';
import type { Locale } from '#languages/locales.ts';
import { type PageDocument, inlineScriptHashes, pageVariant } from './page-store.ts';
import type { RenderedPage } from './render-cache.ts';

/** The store's side of `LiveData`: each read also names the tags of what it read. */
export type LiveDataSource = {
  [Name in keyof LiveData]: (
    ...args: Parameters<LiveData[Name]>
  ) => Promise<{ value: Awaited<ReturnType<LiveData[Name]>>; tags: readonly string[] }>;
};

export interface PageRenderer {
  /**
   * Renders a page's address (as the page list spells it: no trailing slash) from the store now;
   * with `search`, its query; with `answer`, as the answer to one visitor's request.
   */
  render(pathname: string, options?: RenderOptions): Promise<RenderedPage>;
  /** Whether the page's route filters its list by `?q=` (its `handle` says `search: true`). */
  searchable(pathname: string): boolean;
  /** Whether the page's route pages its list by `?page=` (its `handle` says `paged: true`). */
  paged(pathname: string): boolean;
}

export interface RenderOptions {
  search?: string;
  answer?: PageAnswer;
  /** An English page offering itself, once, in the language the browser prefers. */
  offer?: Locale;
  /** The products to show instead of the store's (a draft's preview): such a render is never kept. */
  catalogue?: HeldProduct[];
}

interface EntryContextKeys {
  liveDataContext?: RouterContext<LiveData | null>;
  renderErrorsContext?: RouterContext<unknown[] | null>;
  pageAnswerContext?: RouterContext<PageAnswer | null>;
  languageOfferContext?: RouterContext<Locale | null>;
}

/** The build's routes as a tree, to find the route of an address. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const entries = Object.values(routes).flatMap((route) => (route ? [route] : []));
  const children = new Map<string, RouteObject[]>();
  const node = (route: (typeof entries)[number]): RouteObject =>
    ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: children.get(route.id),
    }) as RouteObject;
  for (const route of entries) if (!children.has(route.id)) children.set(route.id, []);
  const roots: RouteObject[] = [];
  for (const route of entries) {
    const siblings = route.parentId ? children.get(route.parentId) : roots;
    siblings?.push(node(route));
  }
  return roots;
}

/**
 * The reads of `source`, each adding the tags of what it read to `tags`, and its error, if it
 * fails, to `failures`.
 */
function recordingTags(source: LiveDataSource, tags: Set<string>, failures: unknown[]): LiveData {
  const reads = Object.entries(source) as [
    keyof LiveData,
    (...args: unknown[]) => Promise<{ value: unknown; tags: readonly string[] }>,
  ][];
  return Object.fromEntries(
    reads.map(([name, read]) => [
      name,
      async (...args: unknown[]) => {
        try {
          const result = await read(...args);
          for (const tag of result.tags) tags.add(tag);
          return result.value;
        } catch (error) {
          failures.push(error);
          throw error;
        }
      },
    ]),
  ) as unknown as LiveData;
}

/** The store's reads, with the catalogue given in place of the store's (its lists read from it too). */
function withCatalogue(source: LiveDataSource, catalogue: HeldProduct[] | undefined): LiveDataSource {
  if (!catalogue) return source;
  const listOf = (categoryId: CategoryId) =>
    catalogue
      .filter((held) => held.place === 'list' && held.categoryId === categoryId)
      .toSorted((left, right) => left.position - right.position);
  const given = <Value>(value: Value) => Promise.resolve({ value, tags: [] });
  return {
    ...source,
    catalogue: () => given(catalogue),
    listPage: (categoryId, offset, limit) => {
      const list = listOf(categoryId);
      return given({ products: list.slice(offset, offset + limit), total: list.length });
    },
    // A superset of what the list's search finds is all this read promises: the whole list is one.
    listSearch: (categoryId) => given(listOf(categoryId)),
  };
}

/** The built page when a render is its very bytes (its compressed forms are the smallest). */
function asBuilt(page: PageDocument | undefined, html: string): PageDocument | undefined {
  return page && page.html.length === Buffer.byteLength(html) && page.html.equals(Buffer.from(html))
    ? page
    : undefined;
}

/** Where `react-router build` writes the server's part of a build beside the client's. */
export const serverBuildFile = (clientDir: string) => path.resolve(clientDir, '..', 'server', 'index.js');

/**
 * Renders pages with React Router's request handler from the server build, exactly as the build
 * prerenders them (same entry, same address), with the store behind the loaders. Loaded once; a
 * build without a server part (older builds) has no renderer.
 */
export async function loadPageRenderer(
  clientDir: string,
  source: LiveDataSource,
  /** The page as built: a render of the same bytes is answered with it, already compressed. */
  built: (pathname: string) => PageDocument | undefined = () => undefined,
): Promise<PageRenderer | undefined> {
  const file = serverBuildFile(clientDir);
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const { liveDataContext, pageAnswerContext, languageOfferContext, renderErrorsContext } = build.entry
    .module as EntryContextKeys;
  if (!liveDataContext || !pageAnswerContext || !languageOfferContext || !renderErrorsContext)
    throw new Error(`The server build ${file} exports no page context keys from its entry: build again.`);
  const handle = createRequestHandler(build, 'production');
  const routes = routeTree(build.routes);
  const handles = new Map<string, { search?: boolean; paged?: boolean } | undefined>();
  const handleOf = (pathname: string) => {
    if (!handles.has(pathname)) {
      const id = matchRoutes(routes, pathname)?.at(-1)?.route.id;
      const handle = id === undefined ? undefined : build.routes[id]?.module.handle;
      handles.set(pathname, handle as { search?: boolean; paged?: boolean } | undefined);
    }
    return handles.get(pathname);
  };

  return {
    async render(pathname, options = {}) {
      const tags = new Set<string>();
      const failures: unknown[] = [];
      // What the loaders and the render threw, which the caller logs with the page (not React Router).
      const renderErrors: unknown[] = [];
      const context = new RouterContextProvider(
        new Map<RouterContext<unknown>, unknown>([
          [liveDataContext, recordingTags(withCatalogue(source, options.catalogue), tags, failures)],
          [renderErrorsContext, renderErrors],
          [pageAnswerContext, options.answer ?? null],
          [languageOfferContext, options.offer ?? null],
        ]),
      );
      // The address the build prerenders a page at (`/about/`), so a page whose data did not
      // change is rendered to the very bytes of its prerendered file.
      // A file's address (/sitemap.xml) is its own.
      const address = pathname === '/' || /\.\w+$/.test(pathname) ? pathname : `${pathname}/`;
      const response = await handle(
        new Request(`http://localhost${address}${options.search ?? ''}`),
        context,
      );
      const html = await response.text();
      if (response.status >= 500) {
        // A render that failed on a read fails with that read's error: a store outage answers as one.
        if (failures.length > 0) throw failures[0];
        if (renderErrors.length > 0) throw renderErrors[0];
        throw new Error(`Rendering ${pathname} answered ${response.status}`);
      }
      return {
        document: asBuilt(built(pathname), html) ?? pageVariant(html, inlineScriptHashes(html)),
        status: response.status,
        tags,
      };
    },
    searchable: (pathname) => handleOf(pathname)?.search === true,
    paged: (pathname) => handleOf(pathname)?.paged === true,
  };
}
