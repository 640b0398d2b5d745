/**
 * bench:web — Lighthouse (default mobile profile) with the system Chromium on nine pages of the
 * production server, median of 5 runs each: the four category scores and FCP, LCP, TBT, CLS.
 * Then, at Lighthouse's mobile throttling (4× CPU, slow 4G), the other side of painting first: the
 * time from navigation to hydration, and the Interaction to Next Paint of a tap on the menu button
 * 50 ms after the first paint (docs/decisions/019-nothing-lost-before-hydration.md).
 * Goal: 100 in every category on the public pages (Performance at least 98). A run Lighthouse could
 * not measure is run again, and counted ("runs again"), rather than put into the medians as NaN.
 *
 * Lighthouse's 4× is relative to the machine it runs on: each row gives the machine's CPU index as
 * Lighthouse measured it (`benchmarkIndex`; 4× was chosen for a desktop of about 1,500), and the
 * report the slowdown that index calls for. BENCH_CPU_SLOWDOWN=<n> runs at another slowdown, and
 * BENCH_CPU_SLOWDOWN=calibrated at the one for this machine, as Lighthouse's throttling guide says
 * to calibrate (docs/decisions/076-lighthouse-scores-beside-the-machine.md).
 *
 * BENCH_BASELINE=<a built checkout of another version>: the same measures of that version's server
 * too, run for run in turn with this one's, so both meet the same machine load (decision 044).
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';
import { report } from './lib/report.ts';
import { startServer } from '#testing/server-process.ts';
import { cpuSlowdown as earlyTapSlowdown, earlyTaps, median } from './lib/early-tap.ts';
import { calibratedSlowdown } from './lib/cpu-slowdown.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_PATHS=/a,/b: only these pages (to re-run one that scored low). */
const paths = process.env.BENCH_PATHS?.split(',') ?? [
  // The home and a product page in every language: issue 46 asks the same of each (decision 076).
  '/',
  '/te',
  '/hi',
  '/products/supplements/heartguard-coq10',
  '/te/products/supplements/heartguard-coq10',
  '/hi/products/supplements/heartguard-coq10',
  '/products/supplements',
  '/services/clinical-research',
  '/request-quote',
];

const chromePath = chromiumPath();
/** Lighthouse's default mobile slowdown, another number, or `calibrated`: the one for this machine. */
const slowdownSetting = process.env.BENCH_CPU_SLOWDOWN ?? '4';
if (slowdownSetting !== 'calibrated' && !(Number(slowdownSetting) >= 1)) {
  throw new Error('BENCH_CPU_SLOWDOWN is a number of at least 1, or calibrated');
}

/** The largest paint's element as Lighthouse names it (its selector), to see what a page waits for. */
function largestPaintElement(details: unknown): string {
  const text = JSON.stringify(details ?? {});
  return /"selector":"([^"]+)"/.exec(text)?.[1]?.replace(/^body > /, '') ?? '?';
}

function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}

// BENCH_PORT: several checkouts on one machine each bench on their own port.
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4820) });
const baselineRoot = process.env.BENCH_BASELINE;
const baseline = baselineRoot
  ? await startServer({ port: Number(process.env.BENCH_PORT ?? 4820) + 1, root: baselineRoot })
  : undefined;
/** The servers measured, each under its name in the report. */
const builds = [
  ...(baseline ? [{ name: 'baseline', url: baseline.url }] : []),
  { name: baseline ? 'this' : '', url: server.url },
];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

/** One Lighthouse run of a page at the given slowdown (Lighthouse's own config at its default). */
const runLighthouse = (url: string, cpuSlowdown: number, categories: string[]) =>
  lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
    cpuSlowdown === 4
      ? undefined
      : { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } },
  );

try {
  // Calibrated: the machine's index as Lighthouse measures it in a first run, before the counted ones.
  const cpuSlowdown =
    slowdownSetting === 'calibrated'
      ? calibratedSlowdown(
          (await runLighthouse(`${server.url}${paths[0]}`, 4, ['performance']))?.lhr.environment
            .benchmarkIndex ?? Number.NaN,
        )
      : Number(slowdownSetting);
  console.log(`Lighthouse mobile at ${cpuSlowdown}× CPU`);
  const rows: Array<Record<string, string | number> & { page: string; url: string }> = [];
  for (const path of paths) {
    const samplesOf = new Map(builds.map((build) => [build.name, [] as Array<Record<string, number>>]));
    const lcpElementsOf = new Map(builds.map((build) => [build.name, [] as string[]]));
    const failedOf = new Map(builds.map((build) => [build.name, 0]));
    for (let run = 0; run < runs * builds.length; run += 1) {
      const build = builds[run % builds.length]!;
      const samples = samplesOf.get(build.name)!;
      const lcpElements = lcpElementsOf.get(build.name)!;
      const result = await runLighthouse(`${build.url}${path}`, cpuSlowdown, [
        'performance',
        'accessibility',
        'best-practices',
        'seo',
      ]);
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      // A run Lighthouse could not measure (on a busy machine, now and then, no paint it could see) is
      // no sample: it is counted, and run again, up to as many times as there are runs.
      const { categories, audits, runtimeError, environment, runWarnings } = result.lhr;
      const failed = failedOf.get(build.name)!;
      const measured = [audits['first-contentful-paint'], audits['largest-contentful-paint']].every((audit) =>
        Number.isFinite(audit?.numericValue),
      );
      if ((runtimeError || !measured) && failed < runs) {
        console.warn(
          `${path}${build.name ? ` (${build.name})` : ''}: ${runtimeError?.code ?? 'no paint'}, run again`,
        );
        failedOf.set(build.name, failed + 1);
        run -= 1;
        continue;
      }
      lcpElements.push(
        largestPaintElement(
          (audits['largest-contentful-paint-element'] ?? audits['lcp-breakdown-insight'])?.details,
        ),
      );
      samples.push({
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        bestPractices: (categories['best-practices']?.score ?? 0) * 100,
        seo: (categories.seo?.score ?? 0) * 100,
        fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        cpuIndex: environment.benchmarkIndex,
        slowHostWarning: runWarnings.some((warning) => warning.includes('slower CPU')) ? 1 : 0,
      });
    }
    for (const build of builds) {
      const samples = samplesOf.get(build.name)!;
      const lcpElements = lcpElementsOf.get(build.name)!;
      const pick = (key: string) => median(samples.map((sample) => sample[key] ?? Number.NaN));
      rows.push({
        page: build.name ? `${path} (${build.name})` : path,
        url: `${build.url}${path}`,
        Performance: Math.round(pick('performance')),
        Accessibility: Math.round(pick('accessibility')),
        'Best Practices': Math.round(pick('bestPractices')),
        SEO: Math.round(pick('seo')),
        'FCP ms': Math.round(pick('fcp')),
        'LCP ms': Math.round(pick('lcp')),
        'TBT ms': Math.round(pick('tbt')),
        CLS: +pick('cls').toFixed(3),
        'LCP element': mostFrequent(lcpElements),
        'CPU index': Math.round(pick('cpuIndex')),
        'slow-host warnings': samples.reduce((sum, sample) => sum + (sample.slowHostWarning ?? 0), 0),
        'runs again': failedOf.get(build.name) ?? 0,
      });
    }
  }
  const browser = await chromium.launch({ executablePath: chromePath, args: [...chromiumFlags] });
  try {
    for (const row of rows) {
      const samples = await earlyTaps(browser, row.url, runs);
      Object.assign(row, {
        'hydrated ms': Math.round(median(samples.map((sample) => sample.hydratedAt))),
        'INP of an early tap ms': Math.round(median(samples.map((sample) => sample.inp))),
      });
    }
  } finally {
    await browser.close();
  }
  const measuredIndexes = rows.map((row) => Number(row['CPU index'])).filter(Number.isFinite);
  report(
    'web',
    rows.map(({ url: _url, ...row }) => row),
    {
      runs,
      throttling: `Lighthouse mobile: ${cpuSlowdown}× CPU, slow 4G; early taps at ${earlyTapSlowdown}× CPU`,
      // What Lighthouse's calibration asks of this machine, from the pages' median indexes; none
      // when no run measured one, so the rows measured are still written.
      calibratedSlowdown: measuredIndexes.length > 0 ? calibratedSlowdown(median(measuredIndexes)) : null,
      goal: 'Performance, Accessibility, Best Practices and SEO 100 on public pages (Performance at least 98)',
    },
  );
} finally {
  chrome.kill();
  await server.stop();
  await baseline?.stop();
}
