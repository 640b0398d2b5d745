import { useEffect, useState } from 'react';
import type { HomeSectionId } from './navigation.ts';

const linkedSections: readonly string[] = ['about', 'contact'] satisfies HomeSectionId[];

/**
 * Which home section the header links to (About Us, Contact) crosses the middle line of the window,
 * if any; always null away from the home page and in the prerendered HTML.
 */
export function useShownSection(onHomePage: boolean): HomeSectionId | null {
  const [shown, setShown] = useState<HomeSectionId | null>(null);

  useEffect(() => {
    if (!onHomePage) return;
    // A line across the middle of the window: the section it crosses is the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { isIntersecting, target } of entries) {
          if (isIntersecting)
            setShown(linkedSections.includes(target.id) ? (target.id as HomeSectionId) : null);
        }
      },
      { rootMargin: '-50% 0px -50% 0px' },
    );
    for (const section of document.querySelectorAll('main section[id]')) observer.observe(section);
    // The observer reports each section's state as soon as it observes it, so no stale value stays.
    return () => observer.disconnect();
  }, [onHomePage]);

  return onHomePage ? shown : null;
}
