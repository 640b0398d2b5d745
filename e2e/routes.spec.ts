import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

test.describe('moving between pages', () => {
  test('a link opens the next page as a document of its own, fetched ahead while the link is held', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    // The browser may fetch a page under the pointer ahead (speculation rules), never the staff side.
    const rules = JSON.parse(
      (await page.locator('script[type="speculationrules"]').textContent()) ?? '{}',
    ) as { prefetch: Array<{ eagerness: string; where: unknown }> };
    expect(rules.prefetch[0]?.eagerness).toBe('moderate');
    expect(JSON.stringify(rules.prefetch[0]?.where)).toContain('/admin/*');
    const documentRequest = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/services'),
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services', exact: true })
      .click();
    await documentRequest;
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Our Services');
    await expect(page).toHaveTitle(/^Our Services \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/);
  });

  test('Back and Forward return to where the reader was on each page', async ({ page }) => {
    await gotoHydrated(page, '/products/supplements');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const listScroll = await page.evaluate(() => window.scrollY);
    await page.getByRole('main').getByRole('article').first().getByRole('link').last().click();
    await expect(page).toHaveURL(/\/products\/supplements\/[\w-]+$/);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const productScroll = await page.evaluate(() => window.scrollY);

    await page.goBack();
    await expect(page).toHaveURL(/\/products\/supplements$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
    await page.goForward();
    await expect(page).toHaveURL(/\/products\/supplements\/[\w-]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(productScroll);
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
    const served = await request.get('/no-such-page/here');
    expect(served.status()).toBe(404);
    expect(await served.text()).toContain('Oops! Page not found');

    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') messages.push(message.text());
    });
    const response = await gotoHydrated(page, '/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect.poll(() => messages.join('\n')).toContain('/no-such-page/here');
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown API path answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toHaveProperty('error');
  });
});

test.describe('static pages with islands', () => {
  const loadedScripts = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );

  for (const { path, atOnce } of [
    { path: '/', atOnce: true },
    { path: '/products/supplements', atOnce: true },
    { path: '/terms', atOnce: false },
  ]) {
    test(
      `${path} loads no client router, only the modules of its islands, those that wait for use when used`,
      { tag: '@pointer-outside' },
      async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        expect(html).not.toContain('window.__reactRouter');
        // No script is requested before the page has painted: the loader imports the islands' modules.
        expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
        expect(html).not.toContain('rel="modulepreload"');
        const entries = /data-island-entries="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
        expect(entries.length > 0).toBe(atOnce);
        // Each an island's entry module in the page's language, which carries the island's texts.
        for (const entry of entries) expect(entry).toMatch(/^\/assets\/islands\/[\w-]+\.en-[\w-]+\.js$/);

        await gotoHydrated(page, path);
        // Each island that loads at once has hydrated, each once; the footer's newsletter waits for use.
        await expect(page.locator('[data-island-load="at-once"]:not([data-island-hydrated])')).toHaveCount(0);
        const newsletter = page.locator('[data-island="newsletter"]');
        await expect(newsletter).toHaveAttribute('data-island-load', 'on-use');
        await expect(newsletter).not.toHaveAttribute('data-island-hydrated');
        // A page where nothing loads at once has loaded no code at all.
        if (!atOnce) expect(await loadedScripts(page)).toEqual([]);

        await page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).focus();
        await expect(newsletter).toHaveAttribute('data-island-hydrated', 'true');
        const loaded = await loadedScripts(page);
        expect(loaded.length).toBeGreaterThan(0);
        for (const file of loaded) expect(file).toMatch(/^\/assets\/islands\//);
      },
    );
  }
});

test('a page makes no number, date or list format while it starts, in any language', async ({ page }) => {
  // The first `Intl` format a page makes costs a slow phone 60–120 ms of its main thread (decision 075).
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'ListFormat',
      'RelativeTimeFormat',
      'PluralRules',
      'Collator',
      'Segmenter',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.assign(Intl, {
        [name]: function (...args: unknown[]) {
          made.push(`${name}(${String(args[0])})`);
          return new Original(...args);
        },
      });
    }
  });
  const madeSoFar = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  for (const path of [
    '/',
    '/te',
    '/hi',
    '/products/supplements',
    '/te/products/supplements',
    '/services/clinical-research',
    '/request-quote',
  ]) {
    await gotoHydrated(page, path);
    expect(await madeSoFar(), path).toEqual([]);
  }
  // The count sees a format made on the page.
  await page.evaluate(() => new Intl.NumberFormat('en-IN').format(1000));
  expect(await madeSoFar()).toEqual(['NumberFormat(en-IN)']);
});
