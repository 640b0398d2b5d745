import { expect, type Page, test } from '@playwright/test';
import { isStaffPage } from '../app/lib/staff-screen.ts';
import { walkedPages } from './walked-pages.ts';
import { advanceUntilHydrated, freezeTime } from './fixtures.ts';

/** The widths of docs/design.md: a phone, a tablet, a laptop and a desktop. */
const widths = [390, 768, 1366, 1920] as const;
const phone = { width: 390, height: 844 };
/** "At most 7 screens" on a phone (issue 20), about 6,000 px at 390 px wide. */
const homeHeightLimit = 6_000;
const publicPages = walkedPages.filter((entry) => !isStaffPage(entry));

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

test.describe('every public page at 390, 768, 1366 and 1920 px', () => {
  for (const entry of publicPages) {
    test(`${entry.path} fits the width and no control is covered`, async ({ page }) => {
      // Carousels hold still while each width is checked.
      await freezeTime(page);
      await page.setViewportSize({ width: widths[0], height: 844 });
      await page.goto(entry.path);
      await advanceUntilHydrated(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 1000 ? 844 : 900 });
        expect(await horizontalOverflow(page), `overflow at ${width} px`).toBeLessThanOrEqual(0);
        expect(await coveredControls(page), `covered at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('the home page on a phone', () => {
  test.use({ viewport: phone });

  test('shows both hero actions on the first screen at 390 × 844', async ({ page }) => {
    await page.goto('/');
    for (const name of [/^Explore Products/, /^Watch Demo/]) {
      const box = await page.getByRole('link', { name }).boundingBox();
      expect(box, String(name)).not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(phone.height);
    }
  });

  test(`is at most ${homeHeightLimit} px tall at 390 px`, async ({ page }) => {
    await page.goto('/');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(homeHeightLimit);
  });
});

test('the brand typeface is loaded, or none is declared', async ({ page }) => {
  await page.goto('/');
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const declared = [...document.fonts].map((face) => face.family.replaceAll('"', ''));
    const brand = getComputedStyle(document.body).fontFamily.split(',')[0]?.trim().replaceAll('"', '') ?? '';
    return {
      brand,
      declared: declared.includes(brand),
      loaded: [...document.fonts].some(
        (face) => face.family.replaceAll('"', '') === brand && face.status === 'loaded',
      ),
      usable: document.fonts.check(`16px "${brand}"`),
    };
  });
  if (fonts.declared) {
    expect(fonts).toMatchObject({ loaded: true, usable: true });
  } else {
    // A system stack: nothing to load, so nothing to check but that no web font is half-declared.
    expect(fonts.loaded).toBe(false);
  }
});

/**
 * The pages are held to a cumulative layout shift under 0.001 while they load: a hundredth of what
 * search engines call good (0.1), leaving room only for sub-pixel movement a person cannot see (a
 * browser reports those as shifts of about 0.00001), never for a line or a box that moves.
 */
const layoutShiftLimit = 0.001;

test.describe('no layout shift while a page loads', () => {
  const cases = [
    { path: '/', cpuSlowdown: 1 },
    { path: '/products/supplements', cpuSlowdown: 1 },
    { path: '/services/clinical-research', cpuSlowdown: 1 },
    // A slow phone, or a busy machine: the parser yields mid-page and the browser paints what it has.
    { path: '/', cpuSlowdown: 8 },
  ];
  for (const { path, cpuSlowdown } of cases) {
    const on = cpuSlowdown > 1 ? ` on a CPU ${cpuSlowdown} times slower` : '';
    test(`${path} shifts nothing a person can see${on} (CLS under ${layoutShiftLimit})`, async ({ page }) => {
      // A carousel's slide change is not a layout shift of loading: autoplay holds still.
      await freezeTime(page);
      await page.addInitScript(() => {
        const shifts: { value: number; source: string }[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & {
              value: number;
              sources?: Array<{
                node?: Node | null;
                previousRect: DOMRectReadOnly;
                currentRect: DOMRectReadOnly;
              }>;
            }
          >) {
            // Every moved box with where it was and where it went, so a failure says what moved.
            const source = (entry.sources ?? [])
              .map(({ node, previousRect: from, currentRect: to }) => {
                const name = node instanceof Element ? node.outerHTML.slice(0, 60) : String(node?.nodeName);
                return `${name} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`;
              })
              .join(' | ');
            shifts.push({ value: entry.value, source: `${Math.round(entry.startTime)} ms: ${source}` });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A CPU 8 times slower starts the page 8 times slower, more on a busy machine.
      if (cpuSlowdown > 1) {
        test.slow();
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      }
      await page.goto(path);
      await advanceUntilHydrated(page, 30_000 * cpuSlowdown);
      await page.evaluate(() => document.fonts.ready);
      // Room for late images and lazy parts to arrive.
      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: { value: number; source: string }[] }).layoutShifts,
      );
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(layoutShiftLimit);
    });
  }
});
