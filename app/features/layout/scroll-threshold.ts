/** Scroll distance in px after which the header bar turns more opaque (SPEC §9). */
export const headerScrollThreshold = 20;

export function isScrolledPast(scrollY: number, threshold: number = headerScrollThreshold): boolean {
  return scrollY > threshold;
}
