/**
 * The interactive parts of public pages that hydrate on their own (docs/decisions/044): each name
 * has an entry module `app/islands/{name}.tsx`, built by `vite.islands.config.ts`.
 */
export const islandNames = [
  'site-header',
  'newsletter',
  'catalogue-results',
  'research-areas',
  'quote-form',
  'adverse-event-form',
  'visitor-request',
  'not-found-report',
  'contact-form',
  'live-chat',
  'toaster',
  'hero-carousel',
  'story-carousel',
  'product-carousel',
  'pack-scanner',
  'medical-info-form',
  'distributor-form',
] as const;

export type IslandName = (typeof islandNames)[number];
