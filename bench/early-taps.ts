/**
 * bench:taps — taps made while a page wakes up must each take effect exactly once
 * (docs/decisions/019-nothing-lost-before-hydration.md). At 4× CPU, the home page is opened again
 * and again, and one tap lands on the chat launcher (the chat must be open once the page has
 * hydrated) or on the highlights' "Previous slide" (slide 3 of 3 must show: no tap lost, none
 * counted twice). The taps are spread evenly from the first paint to a little after the moment the
 * control's part of the page hydrates (measured first), most of them close to it, where a tap meets
 * the part half awake. Counts the rounds in which the tap did not take effect; the goal is none.
 *
 * BENCH_ROUNDS=<n>: rounds per control (500 by default).
 */
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';
import { report } from './lib/report.ts';
import { startServer } from '#testing/server-process.ts';
import { cpuSlowdown } from './lib/early-tap.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
/** How far past the part's hydration the last taps land. */
const afterHydrationMs = 100;

interface Control {
  name: string;
  target: (page: Page) => Locator;
  /** Whether the tap took effect exactly once, asked once the page has hydrated. */
  tookEffect: (page: Page) => Locator;
  /** What the control shows instead, for the report of a missed tap. */
  shown: (page: Page) => Promise<string>;
}

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights', exact: true });

const controls: Control[] = [
  {
    name: 'chat launcher',
    target: (page) => page.getByRole('button', { name: 'Open chat' }),
    tookEffect: (page) => page.getByRole('dialog', { name: 'Chat with us' }),
    shown: async (page) =>
      `aria-expanded=${await page.locator('[data-chat-launcher]').getAttribute('aria-expanded')}`,
  },
  {
    name: 'carousel arrow',
    target: (page) => hero(page).getByRole('button', { name: 'Previous slide' }),
    tookEffect: (page) => hero(page).getByRole('group', { name: '3 of 3', exact: true }),
    shown: async (page) =>
      `current=${await hero(page).locator('[aria-current="true"]').getAttribute('aria-label')}`,
  },
];

/**
 * Records, in the page, when each part of it was marked hydrated, in ms after the first paint, and
 * each click the document saw, with the state of the part it landed in at that moment.
 */
function watchHydration() {
  const marks: Record<string, number> = {};
  const clicks: string[] = [];
  (window as unknown as { hydrationMarks: typeof marks; clicks: string[] }).hydrationMarks = marks;
  (window as unknown as { clicks: string[] }).clicks = clicks;
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const part = target?.closest<HTMLElement>('[data-island]');
      const at = Math.round(performance.now());
      const state = part
        ? `${part.dataset.island} listening=${Boolean(part.dataset.islandListening)} hydrated=${Boolean(part.dataset.islandHydrated)}`
        : 'outside';
      clicks.push(
        `${event.isTrusted ? 'tap' : 'replay'} at ${at} ms on ${target?.closest('button')?.getAttribute('aria-label') ?? target?.tagName} (${state})`,
      );
    },
    true,
  );
  new MutationObserver((records) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    for (const record of records) {
      const part = record.target as HTMLElement;
      if (part.dataset.islandHydrated) marks[part.dataset.island ?? ''] ??= performance.now() - paint;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-island-hydrated'] });
}

/**
 * Where a person taps the control (the centre of its box, which the first paint already has), and
 * how long after the first paint its part of the page hydrates at 4× CPU (the median of 5 loads).
 */
async function measure(page: Page, url: string, control: Control) {
  await page.goto(url);
  const box = await control.target(page).boundingBox();
  if (!box) throw new Error(`${control.name} is not on the page`);
  const part = await control
    .target(page)
    .evaluate((element) => element.closest<HTMLElement>('[data-island]')?.dataset.island);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const times: number[] = [];
  for (let load = 0; load < 5; load += 1) {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    times.push(
      await page.evaluate(
        (name) =>
          (window as unknown as { hydrationMarks: Record<string, number> }).hydrationMarks[name ?? ''] ??
          Number.NaN,
        part,
      ),
    );
  }
  await cdp.detach();
  times.sort((a, b) => a - b);
  return {
    point: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    hydratedAtMs: Math.round(times[2]!),
  };
}

async function round(
  page: Page,
  url: string,
  control: Control,
  point: { x: number; y: number },
  delayMs: number,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  if (delayMs > 0) await page.waitForTimeout(delayMs);
  // A tap where the control is, with none of the waits a test's click makes first.
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 30_000,
  });
  const tookEffect = await expect(control.tookEffect(page))
    .toBeVisible({ timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  const miss = tookEffect
    ? undefined
    : {
        delayMs,
        shown: await control.shown(page),
        clicks: await page.evaluate(() => (window as unknown as { clicks: string[] }).clicks),
        checkedAtMs: Math.round(await page.evaluate(() => performance.now())),
      };
  await cdp.detach();
  return miss;
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4830) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags] });
try {
  const rows = [];
  const misses: object[] = [];
  for (const control of controls) {
    // Reduced motion: the carousels hold still, so only the tap moves a slide.
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 390, height: 844 },
    });
    await context.addInitScript(watchHydration);
    const page = await context.newPage();
    const url = `${server.url}/`;
    const { point, hydratedAtMs } = await measure(page, url, control);
    // A quarter of the taps from the first paint to 200 ms before the part hydrates, the rest from
    // there to 100 ms after it, about a millisecond apart.
    const early = hydratedAtMs - 200;
    const delays = Array.from({ length: rounds }, (_, index) => {
      const share = index / rounds;
      return Math.max(
        0,
        Math.round(
          share < 0.25 ? (share / 0.25) * early : early + ((share - 0.25) / 0.75) * (200 + afterHydrationMs),
        ),
      );
    });
    const missed = [];
    for (const delayMs of delays) {
      const miss = await round(page, url, control, point, delayMs);
      if (miss) missed.push(miss);
    }
    misses.push(...missed.map((miss) => ({ control: control.name, ...miss })));
    await context.close();
    rows.push({
      control: control.name,
      taps: rounds,
      'part hydrated (ms after paint)': hydratedAtMs,
      'missed or doubled': missed.length,
      'at (ms after paint)':
        missed
          .map((miss) => miss.delayMs)
          .slice(0, 10)
          .join(' ') || '-',
    });
  }
  report('early-taps', rows, { throttling: `${cpuSlowdown}× CPU`, misses });
  for (const miss of misses) console.log(JSON.stringify(miss));
  if (rows.some((row) => row['missed or doubled'] > 0)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
