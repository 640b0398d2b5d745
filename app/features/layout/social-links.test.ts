import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '#app/lib/site-config.ts';

describe('social links', () => {
  it('draw every network in the site config from the static sprite', () => {
    const sprite = readFileSync(new URL('./social-glyphs.svg', import.meta.url), 'utf8');
    for (const profile of siteConfig.social) {
      expect(sprite).toContain(`<symbol id="${profile.name.toLowerCase()}" viewBox="0 0 24 24">`);
    }
  });
});
