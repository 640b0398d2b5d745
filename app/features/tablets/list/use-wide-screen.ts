import { useSyncExternalStore } from 'react';

/** The table shows from 768 px (Tailwind's md); narrower screens get cards. */
const wideQuery = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(wideQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the table, so only one of the two layouts is rendered.
 * The list is drawn only after the session check in the browser, never prerendered, so the
 * server answer (wide) is never shown.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(wideQuery).matches,
    () => true,
  );
}
