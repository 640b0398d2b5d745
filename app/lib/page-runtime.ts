import { useMatches } from 'react-router';

/**
 * The `handle` of a public page served as static HTML with islands (docs/decisions/044): the page
 * loads no client router, only the entry modules of its interactive parts (`<Island>`).
 */
export const islandsPageHandle = { runtime: 'islands' } as const;

/**
 * The `handle` of an islands page whose list a `?q=` filters: the server renders it with the query
 * applied (server/site/page-renderer.ts reads `search` from the build's routes).
 */
export const searchablePageHandle = { ...islandsPageHandle, search: true } as const;

/** The search a route's loader renders its list with: a reloaded or sent `?q=`. */
export const searchQueryOf = (url: URL) => url.searchParams.get('q') ?? '';

/**
 * The `handle` of a searchable page whose list is paged by the server: `?page=N` is its N-th page
 * (the bare address the first), rendered and kept like the page itself.
 */
export const pagedListHandle = { ...searchablePageHandle, paged: true } as const;

/** The page of a list an address asks for: 1 without `?page=`, undefined for anything but a page number. */
export function listPageNumberOf(url: URL): number | undefined {
  const page = url.searchParams.get('page');
  if (page === null) return 1;
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) : undefined;
}

/**
 * Whether the page is served as islands. The development server keeps the client router for every
 * page (the islands build runs only for production), so what is tried there still works.
 */
export function useIsIslandsPage(): boolean {
  const matches = useMatches();
  if (import.meta.env.DEV) return false;
  return matches.some(
    (match) => (match.handle as { runtime?: string } | undefined)?.runtime === islandsPageHandle.runtime,
  );
}
