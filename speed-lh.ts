import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';
import { startServer } from '#testing/server-process.ts';
const server = await startServer({ port: 4321 });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumFlags] });
try {
  for (const path of process.argv.slice(2)) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = result!.lhr.audits;
    console.log(path, 'perf', result!.lhr.categories.performance?.score, 'FCP', a['first-contentful-paint']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue, 'SI', a['speed-index']?.numericValue, 'CLS', a['cumulative-layout-shift']?.numericValue);
    for (const [key, audit] of Object.entries(a)) if (/lcp|largest|render-blocking|lazy|image-delivery/.test(key)) console.log(key, audit.score, audit.displayValue ?? '', String(JSON.stringify(audit.details ?? null)).slice(0, 700));
  }
} finally { chrome.kill(); await server.stop(); }
