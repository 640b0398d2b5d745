import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  hashScrollDelayMs,
  isSectionLinkState,
  scrollToSection,
  sectionIdFromHash,
} from './section-scroll.ts';

/**
 * On the home page, a hash in the address scrolls to its section after a short delay, so the
 * section is laid out first (a first load of /#contact, or a section link from another page).
 * Back and forward are left to the router, which restores where the reader was.
 */
export function useHomeHashScroll() {
  const { pathname, hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  const focus = isSectionLinkState(state);
  const firstLocation = useRef(true);

  useEffect(() => {
    const isFirst = firstLocation.current;
    firstLocation.current = false;
    if (navigationType === 'POP' && !isFirst) return;
    if (pathname !== '/') return;
    const id = sectionIdFromHash(hash);
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id, { focus }), hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key, focus, navigationType]);
}
