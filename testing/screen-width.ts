import { vi } from 'vitest';

/**
 * Pretends the screen is `wide` (768 px or more) or narrower, for the media query of staff lists
 * with cards; `vi.unstubAllGlobals()` ends it.
 */
export function pretendScreenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)' && wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
