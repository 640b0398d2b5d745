import { expect, type Page } from '@playwright/test';
import { isStaffPage } from '../app/pages.ts';
import { expectNoA11yViolations } from './axe.ts';
import { advanceUntilHydrated, freezeTime } from './fixtures.ts';
import { walkedPages } from './walked-pages.ts';
import { test } from './test.ts';

/** The widths of docs/design.md: a phone, a tablet, a laptop and a desktop. */
const widths = [390, 768, 1366, 1920] as const;

/**
 * Walks down the page a window at a time and asks, at the centre of every visible link and
 * button, which element the browser would click there. Answers the controls that something
 * else covers. The sticky header is allowed over what scrolls beneath it; the floating chat
 * launcher is allowed over the page while it scrolls, but not at the end of the page, which
 * keeps room for it (docs/decisions/020-outside-checkers-findings.md).
 */
function coveredControls(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-site-header]');
    const launcher = document.querySelector('[data-chat-launcher]');
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = [...document.querySelectorAll('a[href], button')].filter((element) => {
      const box = element.getBoundingClientRect();
      // Visually hidden text (the skip link until focused) is a 1 px box on purpose.
      return (
        box.width > 1 &&
        box.height > 1 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      );
    });
    const unchecked = new Set(controls);
    const covered: string[] = [];
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const step = Math.max(200, window.innerHeight - 120);
    for (let top = 0; ; top = Math.min(end, top + step)) {
      window.scrollTo({ top, behavior: 'instant' });
      const atEnd = top >= end;
      const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
      for (const control of unchecked) {
        // A link that wraps has one box a line: its first line is where a visitor would tap.
        const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const inHeader = header?.contains(control) ?? false;
        // Within a pixel of the viewport's edge, the hit test rounds the point out of it and finds nothing.
        if (
          x < 0 ||
          x >= window.innerWidth - 1 ||
          y < (inHeader ? 0 : headerBottom) ||
          y >= window.innerHeight - 1
        ) {
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === control || control.contains(hit))) {
          unchecked.delete(control);
        } else if (hit && launcher?.contains(hit) && !launcher.contains(control) && !atEnd) {
          // Under the launcher for now: looked at again further down.
        } else {
          unchecked.delete(control);
          covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing'}`);
        }
      }
      if (atEnd) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return covered;
  });
}

function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Every page of the route table (and a sample of the translated ones, e2e/walked-pages.ts), opened
 * once: served as HTML with its title, hydrated without a content security policy violation or an
 * error in its console, free of axe findings, and, for a public page, fitting every width with no
 * control covered. One test per page, so a slow machine gives each page its own time rather than
 * all of them one.
 */
test.describe('every page of the route table', () => {
  for (const entry of walkedPages) {
    const publicPage = !isStaffPage(entry);
    test(`${entry.path} is served with its title, hydrates within its CSP, and has nothing for axe${publicPage ? ', at every width' : ''}`, async ({
      page,
      request,
    }) => {
      const served = await request.get(entry.path);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('text/html');
      const html = await served.text();
      expect(html).toContain('<h1');
      expect(html).toContain(entry.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));

      // What a visitor never sees but a broken page logs: a resource that failed to load, an error
      // a part reported. An uncaught error fails every test already (e2e/test.ts).
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.addInitScript(() => {
        const store = window as unknown as { cspViolations: string[] };
        store.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      // Carousels hold still while each width is checked.
      await freezeTime(page);
      await page.setViewportSize({ width: widths[0], height: 844 });
      await page.goto(entry.path);
      await advanceUntilHydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(entry.title);
      await expect(page).toHaveTitle(new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, 'CSP violations').toEqual([]);

      if (publicPage) {
        for (const width of widths) {
          await page.setViewportSize({ width, height: width < 1000 ? 844 : 900 });
          expect(await horizontalOverflow(page), `overflow at ${width} px`).toBeLessThanOrEqual(0);
          expect(await coveredControls(page), `covered at ${width} px`).toEqual([]);
        }
      }
      // axe waits on timers of its own: time runs again, as it does for a visitor, with the
      // carousels held still (reduced motion), so axe never meets a slide half faded in.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.resume();
      await page.setViewportSize({ width: 1366, height: 900 });
      await expectNoA11yViolations(page);
      expect(consoleErrors, 'errors in the console').toEqual([]);
    });
  }
});
