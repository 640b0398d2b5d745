import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere on the page, while `active`. The listener starts
 * as the change that made it active is committed, not after the next paint, so an Escape pressed
 * right after a menu opens (a fast hand, a slow phone) closes it too.
 */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  const handler = useRef(onEscape);
  useLayoutEffect(() => {
    handler.current = onEscape;
  });

  useLayoutEffect(() => {
    if (!active) return;
    const handle = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      handler.current();
    };
    document.addEventListener('keydown', handle);
    return () => document.removeEventListener('keydown', handle);
  }, [active]);
}
