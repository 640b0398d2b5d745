import { useSyncExternalStore } from 'react';
import { headerScrollThreshold, isScrolledPast } from './scroll-threshold.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the window is scrolled further than `threshold` px; false in the prerendered HTML. */
export function useScrolled(threshold: number = headerScrollThreshold): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}
