import { expect } from '@playwright/test';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

/** The icon sprite, and the social networks' glyphs, which Lucide does not draw. */
const spritePath = /^\/assets\/(icons|social-glyphs)-[\w-]+\.svg$/;

test.describe('icons from the sprite', () => {
  test('every icon points into a same-origin sprite file that holds its symbol', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/');
    const hrefs = await page
      .locator('svg > use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(20);
    const files = new Set(hrefs.map((href) => href.split('#')[0]!));
    expect(files.size).toBeLessThanOrEqual(2);
    for (const file of files) {
      expect(file).toMatch(spritePath);
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/svg+xml');
      expect(response.headers()['cache-control']).toContain('immutable');
      const sprite = await response.text();
      for (const href of hrefs.filter((candidate) => candidate.startsWith(`${file}#`))) {
        expect(sprite, href).toContain(`<symbol id="${href.split('#')[1]}"`);
      }
    }
  });

  test('an icon draws in the text colour with the stroke width its svg sets', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The first principle's icon ("target"), found by its place, as the test changes its href.
    const icons = page.locator('#about svg');
    const place = await icons.evaluateAll((svgs) =>
      svgs.findIndex((svg) => svg.querySelector('use')?.getAttribute('href')?.endsWith('#target')),
    );
    expect(place).toBeGreaterThanOrEqual(0);
    const icon = icons.nth(place);
    await expect(icon.locator('use')).toHaveAttribute('href', /#target$/);
    await expect(icon).toBeVisible();
    const shot = () => icon.screenshot({ animations: 'disabled' });

    const drawn = await shot();
    expect((await shot()).equals(drawn)).toBe(true);

    await icon.evaluate((svg) => svg.setAttribute('stroke-width', '3'));
    expect((await shot()).equals(drawn), 'the stroke width reaches the symbol').toBe(false);
    await icon.evaluate((svg) => svg.setAttribute('stroke-width', '2'));
    expect((await shot()).equals(drawn)).toBe(true);

    await icon.evaluate((svg) => svg.style.setProperty('color', 'rgb(220, 38, 38)'));
    expect((await shot()).equals(drawn), 'the stroke follows the text colour').toBe(false);
    await icon.evaluate((svg) => svg.style.removeProperty('color'));

    await icon.evaluate((svg) => {
      const use = svg.querySelector('use')!;
      use.setAttribute('href', use.getAttribute('href')!.replace(/#.*/, '#no-such-icon'));
    });
    expect((await shot()).equals(drawn), 'the icon drew something').toBe(false);
  });
});
