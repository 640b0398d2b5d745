import { useEffect } from 'react';
import { englishPathOf } from '#languages/locales.ts';
import { hashScrollDelayMs, scrollToSection, sectionIdFromHash } from './section-scroll.ts';

/** Whether the page was reached by Back or Forward, where the browser restores the reader's position. */
function reachedByHistory(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/**
 * On the home page (in any language), a hash in the address scrolls to its section after a short delay, so the page
 * is laid out first (a first load of /#contact, as a section link from another page opens it). The
 * section also takes focus, so a keyboard user goes on from there. Back and forward are left to the
 * browser, which restores where the reader was. Part of the header's island, which every page has.
 */
export function useHomeHashScroll(pathname: string) {
  useEffect(() => {
    if (englishPathOf(pathname) !== '/' || reachedByHistory()) return;
    const id = sectionIdFromHash(window.location.hash);
    if (!id) return;
    let observer: MutationObserver | undefined;
    const scrollWhenThere = () => scrollToSection(id, { focus: true });
    const timer = window.setTimeout(() => {
      if (scrollWhenThere()) return;
      observer = new MutationObserver(() => {
        if (scrollWhenThere()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, hashScrollDelayMs);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [pathname]);
}
