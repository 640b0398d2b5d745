import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  hashScrollDelayMs,
  isSectionLinkState,
  scrollToSection,
  sectionIdFromHash,
} from './section-scroll.ts';

/**
 * On the home page, a hash in the address scrolls to its section after a short delay, so the
 * section is laid out first (a first load of /#contact, or a section link from another page).
 */
export function useHomeHashScroll() {
  const { pathname, hash, key, state } = useLocation();
  const focus = isSectionLinkState(state);

  useEffect(() => {
    if (pathname !== '/') return;
    const id = sectionIdFromHash(hash);
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id, { focus }), hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, focus]);
}
