import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it, the parts that hydrate later included. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.locator('[data-hydrates-later]:not([data-hydrated])')).toHaveCount(0);
  return response;
}

/** Runs axe with the WCAG 2.2 A and AA rules and fails on any violation. */
export async function expectNoA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

/**
 * Opens a path the way a visitor on a slow phone meets it: the CPU throttled (4× by default) and
 * every script request held back, so the test can act on the painted page before it hydrates.
 * Resolves once the page has painted (plus `actAfterMs`, 50 ms by default); the scripts go through
 * when the test calls `releaseScripts()`, or by themselves `holdMs` after that (2 s by default).
 */
export async function gotoBeforeHydration(
  page: Page,
  path: string,
  { cpuRate = 4, holdMs = 2_000, actAfterMs = 50 } = {},
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await scriptsReleased;
    await route.continue().catch(() => undefined);
  });
  const response = await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  await page.waitForTimeout(actAfterMs);
  await expect(page.locator('html[data-hydrated="true"]')).not.toBeAttached();
  // Counted from here, not from the navigation, so a slow first paint never lets the scripts through early.
  const fallback = setTimeout(releaseScripts, holdMs);
  void scriptsReleased.then(() => clearTimeout(fallback));
  return { response, releaseScripts };
}
