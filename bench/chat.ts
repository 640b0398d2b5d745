/**
 * bench:chat — how long the chat holds the page up, in every language, on a phone (4× CPU). The home
 * page is opened and left to hydrate; then the launcher is tapped, and once the chat has greeted, an
 * emergency is typed in the page's language and sent. Measured from the tap to the chat's answer:
 * the longest task on the main thread (while it runs, the page answers no tap and no scroll), how
 * long the dialog took to show, and the Interaction to Next Paint of the tap alone and of the whole
 * (the tap and sending); a "good" INP is under 200 ms.
 * Median of `BENCH_RUNS` (5) visits per language. Goals: no task of a second or more, a freeze a person
 * takes for a broken page (docs/decisions/073-chat-rules-as-one-expression-a-list.md), and a good INP
 * (docs/decisions/077-the-chat-opening-words-fade-in-from-the-tap.md).
 *
 * BENCH_PORT: the server's port (4821).
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';
import { messagesFor } from '#languages/catalogues.ts';
import type { Locale } from '#languages/locales.ts';
import { startServer } from '#testing/server-process.ts';
import { cpuSlowdown, median } from './lib/early-tap.ts';
import { report } from './lib/report.ts';
import { machineLoad } from './lib/stats.ts';

const goalMs = 1_000;
/** A "good" Interaction to Next Paint, as search engines rate a page. */
const inpGoalMs = 200;
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** A patient's first message, as typed: each must get the emergency answer. */
const emergencies: Record<Locale, string> = {
  en: 'my father has chest pain',
  te: 'నాన్నకు ఛాతి నొప్పి',
  hi: 'पापा के सीने मे दर्द है',
};

/** Records, in the page, every long task and the longest interaction, from when asked. */
function watchMainThread() {
  const watch = {
    from: Number.POSITIVE_INFINITY,
    /** When the dialog was seen: interactions that start before it are the tap's. */
    dialogSeen: Number.POSITIVE_INFINITY,
    longestTask: 0,
    inp: 0,
    tapInp: 0,
  };
  (window as unknown as { benchChat: typeof watch }).benchChat = watch;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.startTime >= watch.from) watch.longestTask = Math.max(watch.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      // Only a tap, a click or a key is an interaction; the pointer passing over what appears is not.
      if (entry.startTime < watch.from || !entry.interactionId) continue;
      watch.inp = Math.max(watch.inp, entry.duration);
      if (entry.startTime < watch.dialogSeen) watch.tapInp = Math.max(watch.tapInp, entry.duration);
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

interface Visit {
  longestTask: number;
  dialogShown: number;
  tapInp: number;
  inp: number;
}

async function visit(page: Page, url: string, locale: Locale): Promise<Visit> {
  const texts = messagesFor(locale);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
  // Past the page's own start: only what the chat does is counted.
  await page.waitForTimeout(1_000);
  const tappedAt = await page.evaluate(() => {
    const watch = (window as unknown as { benchChat: { from: number } }).benchChat;
    watch.from = performance.now();
    return watch.from;
  });
  await page.getByRole('button', { name: texts['chat.openChat'] ?? 'Open chat' }).click();
  const dialog = page.getByRole('dialog', { name: texts['chat.title'] ?? 'Chat with us' });
  await dialog.waitFor({ timeout: 60_000 });
  const dialogShown =
    (await page.evaluate(() => {
      const watch = (window as unknown as { benchChat: { dialogSeen: number } }).benchChat;
      watch.dialogSeen = performance.now();
      return watch.dialogSeen;
    })) - tappedAt;
  const field = dialog.getByRole('textbox');
  await field.fill(emergencies[locale]);
  await field.press('Enter');
  // The emergency answer names the ambulance number, in every language.
  await dialog.getByRole('listitem').filter({ hasText: '108' }).last().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const watch = await page.evaluate(
    () =>
      (window as unknown as { benchChat: { longestTask: number; inp: number; tapInp: number } }).benchChat,
  );
  return { longestTask: watch.longestTask, dialogShown, tapInp: watch.tapInp, inp: watch.inp };
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4821) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags] });
const loadAtStart = machineLoad();
try {
  const rows: Array<{
    page: string;
    'longest task ms': number;
    'dialog shown ms': number;
    'tap INP ms': number;
    'INP ms': number;
  }> = [];
  for (const [locale, path] of [
    ['en', '/'],
    ['te', '/te'],
    ['hi', '/hi'],
  ] as const) {
    const visits: Visit[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      try {
        const page = await context.newPage();
        await page.addInitScript(watchMainThread);
        visits.push(await visit(page, `${server.url}${path}`, locale));
      } finally {
        await context.close();
      }
    }
    const row = {
      page: path,
      'longest task ms': Math.round(median(visits.map((one) => one.longestTask))),
      'dialog shown ms': Math.round(median(visits.map((one) => one.dialogShown))),
      'tap INP ms': Math.round(median(visits.map((one) => one.tapInp))),
      'INP ms': Math.round(median(visits.map((one) => one.inp))),
    };
    rows.push(row);
    console.log(`${row['longest task ms']} ms  ${path}`);
  }
  const over = rows.filter((row) => !(row['longest task ms'] < goalMs && row['INP ms'] < inpGoalMs));
  report('chat', rows, {
    throttling: `${cpuSlowdown}× CPU; the launcher tapped once the page has hydrated, then an emergency sent`,
    goal: `no task of ${goalMs} ms or more from the tap to the chat's answer, and an INP under ${inpGoalMs} ms, in every language`,
    runs,
    over: over.map((row) => row.page),
    load: { start: loadAtStart, end: machineLoad() },
  });
  if (over.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
