import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';

/**
 * True while the build writes React Router's SPA fallback (`__spa-fallback.html`), which must start
 * the client router whatever route it matches; the server never serves it to visitors.
 */
export const SpaFallbackContext = createContext(false);

/**
 * The `handle` of a public page served as static HTML with islands (docs/decisions/044): the page
 * loads no client router, only the entry modules of its interactive parts (`<Island>`).
 */
export const islandsPageHandle = { runtime: 'islands' } as const;

/**
 * Whether the page is served as islands. The development server keeps the client router for every
 * page (the islands build runs only for production), so what is tried there still works.
 */
export function useIsIslandsPage(): boolean {
  const matches = useMatches();
  const spaFallback = useContext(SpaFallbackContext);
  if (import.meta.env.DEV || spaFallback) return false;
  return matches.some(
    (match) => (match.handle as { runtime?: string } | undefined)?.runtime === islandsPageHandle.runtime,
  );
}
