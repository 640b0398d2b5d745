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
