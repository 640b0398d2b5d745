import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashScrollDelayMs, scrollToSection, sectionIdFromHash } from './section-scroll.ts';

/**
 * On the home page, a hash in the address scrolls to its section after a short delay, so the
 * section is laid out first (a first load of /#contact, as a section link from another page opens
 * it). The section also takes focus, so a keyboard user goes on from there. Back and forward are
 * left to the router, which restores where the reader was.
 */
export function useHomeHashScroll() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const firstLocation = useRef(true);

  useEffect(() => {
    const isFirst = firstLocation.current;
    firstLocation.current = false;
    if (navigationType === 'POP' && !isFirst) return;
    if (pathname !== '/') return;
    const id = sectionIdFromHash(hash);
    if (!id) return;
    let observer: MutationObserver | undefined;
    const scrollWhenDrawn = () => (sectionIsDrawn(id) ? scrollToSection(id, { focus: true }) : false);
    const timer = window.setTimeout(() => {
      if (scrollWhenDrawn()) return;
      observer = new MutationObserver(() => {
        if (scrollWhenDrawn()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, hashScrollDelayMs);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [pathname, hash, key, navigationType]);
}

/**
 * Whether the section is on the page with everything above it. After a navigation from another
 * page, a section that hydrates later (app/lib/hydrate-later.tsx) is drawn once its code is there:
 * the target may not exist yet, or a section above it may still be empty and push it down when drawn.
 */
function sectionIsDrawn(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  return ![...document.querySelectorAll('[data-hydrates-later]:empty')].some(
    (pending) => pending.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}
