/**
 * Renders the raster images that must be PNG (the share image for social cards, as JPEG, and the logo for
 * structured data) from their SVG sources in scripts/art/. Run after changing a source:
 * `node scripts/render-images.ts`; the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

const jobs = [
  { source: 'scripts/art/og-image.svg', target: 'public/images/og-image.jpg', width: 1200, height: 630 },
  { source: 'scripts/art/logo.svg', target: 'public/images/logo.png', width: 512, height: 512 },
];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags] });
try {
  for (const job of jobs) {
    const page = await browser.newPage({ viewport: { width: job.width, height: job.height } });
    const svg = await readFile(job.source, 'utf8');
    await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot(
      job.target.endsWith('.jpg')
        ? { path: job.target, type: 'jpeg', quality: 85 }
        : { path: job.target, type: 'png', omitBackground: true },
    );
    await page.close();
    console.log(`${job.source} -> ${job.target}`);
  }
} finally {
  await browser.close();
}
