import { useEffect, useState } from 'react';
import type { HomeSectionId } from './navigation.ts';

const linkedSections: readonly HomeSectionId[] = ['about', 'contact'];

/**
 * Which home section the header links to (About Us, Contact) crosses the middle line of the window,
 * if any; always null away from the home page and in the prerendered HTML.
 */
export function useShownSection(onHomePage: boolean): HomeSectionId | null {
  const [shown, setShown] = useState<HomeSectionId | null>(null);

  useEffect(() => {
    // Without IntersectionObserver (very old browsers) Home simply stays current on the home page.
    if (!onHomePage || typeof IntersectionObserver === 'undefined') return;
    const sections = linkedSections.flatMap((id) => document.getElementById(id) ?? []);
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        setShown(linkedSections.find((id) => crossing.has(id)) ?? null);
      },
      // A line across the middle of the window: the section it crosses is the one being read.
      { rootMargin: '-50% 0px -50% 0px' },
    );
    for (const section of sections) observer.observe(section);
    return () => {
      observer.disconnect();
      setShown(null);
    };
  }, [onHomePage]);

  return onHomePage ? shown : null;
}
