/** Delay before a hash in the address scrolls the home page to its section (SPEC §9). */
export const hashScrollDelayMs = 100;

/** The element id a location hash names, or undefined for an empty or undecodable hash. */
export function sectionIdFromHash(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.length === 0) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Scrolls the element with `id` into view. The scroll is smooth through the page's CSS
 * (`scroll-behavior`), which turns smoothing off for users who prefer reduced motion.
 * With `focus`, the section also takes keyboard focus so Tab continues from there; without `scroll`,
 * it only takes focus (the browser has scrolled there already).
 */
export function scrollToSection(
  id: string,
  { focus = false, scroll = true }: { focus?: boolean; scroll?: boolean } = {},
): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (scroll) target.scrollIntoView({ block: 'start' });
  if (focus) {
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
      // A section is not a control; the ring of the whole section would only distract.
      target.style.outline = 'none';
    }
    target.focus({ preventScroll: true });
  }
  return true;
}
