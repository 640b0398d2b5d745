/**
 * bench:web — Lighthouse (default mobile profile) with the system Chromium on five pages of the
 * production server, median of 5 runs each: the four category scores and FCP, LCP, TBT, CLS.
 * Goal: 100 in every category on the public pages.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.ts';
import { report } from './lib/report.ts';
import { startServer } from './lib/server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const paths = [
  '/',
  '/products/supplements',
  '/products/supplements/heartguard-coq10',
  '/services/clinical-research',
  '/tablets',
];
const chromePath = chromiumPath();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const server = await startServer({ port: 4820 });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
try {
  const rows = [];
  for (const path of paths) {
    const samples: Array<Record<string, number>> = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      samples.push({
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        bestPractices: (categories['best-practices']?.score ?? 0) * 100,
        seo: (categories.seo?.score ?? 0) * 100,
        fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
    const pick = (key: string) => median(samples.map((sample) => sample[key] ?? Number.NaN));
    rows.push({
      page: path,
      Performance: Math.round(pick('performance')),
      Accessibility: Math.round(pick('accessibility')),
      'Best Practices': Math.round(pick('bestPractices')),
      SEO: Math.round(pick('seo')),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: +pick('cls').toFixed(3),
    });
  }
  report('web', rows, {
    runs,
    goal: 'Performance, Accessibility, Best Practices and SEO 100 on public pages',
  });
} finally {
  chrome.kill();
  await server.stop();
}
