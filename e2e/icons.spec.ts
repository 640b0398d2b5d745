import { expect, test } from '@playwright/test';
import { gotoHydrated } from './fixtures.ts';

const spritePath = /^\/assets\/icons-[\w-]+\.svg$/;

test.describe('icons from the sprite', () => {
  test('every icon points into one same-origin sprite file that holds its symbol', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/');
    const hrefs = await page
      .locator('svg > use')
      .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(20);
    const files = new Set(hrefs.map((href) => href.split('#')[0]));
    expect(files.size).toBe(1);
    const [file] = files;
    expect(file).toMatch(spritePath);

    const response = await request.get(file!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toContain('immutable');
    const sprite = await response.text();
    for (const name of new Set(hrefs.map((href) => href.split('#')[1]))) {
      expect(sprite, name).toContain(`<symbol id="${name}"`);
    }
  });

  test('an icon draws in the text colour with the stroke width its svg sets', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The first principle's icon ("target"), found by its place, as the test changes its href.
    const icon = page.locator('#about article').first().locator('svg');
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
