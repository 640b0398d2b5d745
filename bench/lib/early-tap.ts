/**
 * An early tap at Lighthouse's mobile throttling: the menu button tapped 50 ms after the first paint,
 * while the page's islands are still waking, and the Interaction to Next Paint it took
 * (docs/decisions/019-nothing-lost-before-hydration.md). Shared by bench:web and bench:inp.
 */
import type { Browser, Page } from '@playwright/test';
import { localeOfPath } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { percentile } from './stats.ts';

/** Lighthouse's mobile throttling: slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up) and a 4× slower CPU. */
const slow4g = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const cpuSlowdown = 4;

/** Records, in the page, when it hydrated and how long each interaction took to paint. */
function watchInteractions() {
  const timings = { hydratedAt: Number.NaN, inp: 0, inputDelay: 0, processing: 0, presentation: 0 };
  (window as unknown as { benchTimings: typeof timings }).benchTimings = timings;
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.duration <= timings.inp) continue;
      // The longest interaction, in its three parts: waiting for the main thread, the handlers, the paint.
      timings.inp = entry.duration;
      timings.inputDelay = entry.processingStart - entry.startTime;
      timings.processing = entry.processingEnd - entry.processingStart;
      timings.presentation = entry.startTime + entry.duration - entry.processingEnd;
    }
  };
  // The first input is always reported; later ones from 16 ms up.
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver(record).observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  // This runs before the document has its <html> element: watch the whole document.
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    timings.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** One throttled visit: tap the menu button 50 ms after the first paint, then wait for hydration. */
async function tapBeforeHydration(page: Page, url: string) {
  // The button's name in the page's language ("Menu", "మెనూ" …).
  const menu = messagesFor(localeOfPath(new URL(url).pathname))['layout.menu'] ?? 'Menu';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4g });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
  );
  await page.waitForTimeout(50);
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
  // The interaction's entry is reported after its next paint.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { benchTimings: EarlyTap }).benchTimings);
}

export interface EarlyTap {
  hydratedAt: number;
  inp: number;
  /** The INP's parts: from the tap to its first handler, the handlers, and from them to the paint. */
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** `runs` visits of one address in fresh mobile contexts, each with its early tap. */
export async function earlyTaps(browser: Browser, url: string, runs: number): Promise<EarlyTap[]> {
  const samples: EarlyTap[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    try {
      const page = await context.newPage();
      await page.addInitScript(watchInteractions);
      samples.push(await tapBeforeHydration(page, url));
    } finally {
      await context.close();
    }
  }
  return samples;
}

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
