import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, kept up to date as it starts or stops matching (a window resized,
 * a phone turned sideways, a setting changed). The prerendered HTML and the hydrating render cannot
 * ask the browser, so they use `beforeHydration`; without it they answer `undefined`.
 */
export function useMediaQuery(query: string, beforeHydration: boolean): boolean;
export function useMediaQuery(query: string): boolean | undefined;
export function useMediaQuery(query: string, beforeHydration?: boolean): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => beforeHydration,
  );
}
