/**
 * npm run screenshots: every page of the page list, full length, at the four widths the site is
 * reviewed at, from the production build served on a free port, into docs/screenshots/ with an
 * index.md that lists them. Builds first when there is no build. Paths given as arguments
 * (`npm run screenshots -- /about /contact`) limit it to those pages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findPage, prerenderPaths } from '../app/pages.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { startServer } from '#testing/server-process.ts';

const widths = [390, 768, 1366, 1920] as const;
const outputDir = path.resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const buildDir = process.env.BUILD_DIR ?? 'build';

/** "/" is "home", "/products/supplements" is "products-supplements". */
const fileStem = (pagePath: string) => (pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-'));

/** Waits until the page has hydrated and every image, lazy ones included, has loaded or failed. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

if (!existsSync(path.join(buildDir, 'client', 'index.html'))) {
  console.log('No build found: building the site first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const requested = process.argv.slice(2);
const paths = requested.length > 0 ? requested : prerenderPaths();
mkdirSync(outputDir, { recursive: true });

const server = await startServer({});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...chromiumFlags] });
const lines: string[] = [];
try {
  for (const width of widths) {
    // Carousels hold still with reduced motion, so each page is caught on its first slide.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(new URL(pagePath, server.url).href);
      await settle(page);
      await page.screenshot({
        path: path.join(outputDir, `${fileStem(pagePath)}-${width}.png`),
        fullPage: true,
      });
    }
    await context.close();
    console.log(`${paths.length} pages at ${width} px`);
  }
  for (const pagePath of paths) {
    const title = findPage(pagePath)?.title ?? 'Not found';
    const shots = widths.map((width) => `[${width}](${fileStem(pagePath)}-${width}.png)`).join(' · ');
    lines.push(`- \`${pagePath}\` ${title}: ${shots}`);
  }
  writeFileSync(
    path.join(outputDir, 'index.md'),
    [
      '# Screenshots',
      '',
      'Every page at 390, 768, 1366 and 1920 px, full length, written by `npm run screenshots`. The images',
      'themselves are not committed: run the script to draw them from the current build.',
      '',
      ...lines,
      '',
    ].join('\n'),
  );
  console.log(
    `Saved ${paths.length * widths.length} screenshots to ${path.relative(process.cwd(), outputDir)}/`,
  );
} finally {
  await browser.close();
  await server.stop();
}
