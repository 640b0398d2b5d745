import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's minified build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.2 at levels A and AA. */
const wcag22AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page has stopped scrolling. Focusing a refused field scrolls the page to it
 * smoothly, for a quarter of a second or more; axe run during that scroll once found the header
 * strip's language link too small to tap (target-size), which at rest it is not. Polled on the
 * runner's clock, since a test may have stopped the page's.
 */
async function untilScrollRests(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const resting = now === last;
        last = now;
        return resting;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Runs axe in the page itself: loaded once per document, asked for its violations only, each reduced
 * to what a failure report needs before it leaves the browser. @axe-core/playwright opens a second
 * page and loads axe again for every check, which took three quarters of the time of a check
 * (docs/decisions/072-axe-in-the-page.md); the site has no frames for it to visit.
 *
 * Target sizes are measured with the page scrolled to its top, then put back where it was. axe
 * measures every target on the page wherever it lies, and counts the part of one that lies under the
 * sticky header as covered: with the page scrolled, whichever link happens to pass under the header
 * at that moment reads as too small to tap (the Doctors card's "Prescribing information" link, once
 * in twelve runs, after the distributor form scrolled its answer into view). At the top, the header
 * covers nothing but its own place, and every target is measured as it is.
 */
export async function a11yViolations(page: Page, include?: string) {
  // A string evaluated by the test runner, not the page's own eval: the page's CSP does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await untilScrollRests(page);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
      };
      const context = include ?? document;
      const { violations } = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'target-size': { enabled: false } },
        resultTypes: ['violations'],
      });
      const { scrollX, scrollY } = window;
      window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
      try {
        const targets = await axe.run(context, {
          runOnly: { type: 'rule', values: ['target-size'] },
          resultTypes: ['violations'],
        });
        violations.push(...targets.violations);
      } finally {
        window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
      }
      return violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
    },
    { include, tags: wcag22AA },
  );
}

/** Runs axe with the WCAG 2.2 A and AA rules and fails on any violation. */
export async function expectNoA11yViolations(page: Page, include?: string) {
  expect(await a11yViolations(page, include)).toEqual([]);
}
