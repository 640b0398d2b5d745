import { expect, test } from '@playwright/test';
import { pages } from '../app/pages.ts';
import { expectNoA11yViolations, gotoHydrated } from './fixtures.ts';

test.describe('every route of the route table', () => {
  for (const entry of pages) {
    test(`${entry.path} is served as HTML and hydrates with its title`, async ({ page, request }) => {
      const served = await request.get(entry.path);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toContain('text/html');
      const html = await served.text();
      expect(html).toContain('<h1');
      expect(html).toContain(entry.title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));

      await gotoHydrated(page, entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(entry.title);
      await expect(page).toHaveTitle(new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('client-side navigation', () => {
  test('moving between pages loads their build-time data and head tags without a full reload', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    await page.evaluate(() => {
      (window as unknown as { stayedOnPage: boolean }).stayedOnPage = true;
    });
    const dataRequest = page.waitForResponse((response) => response.url().endsWith('/services.data'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services', exact: true })
      .click();
    expect((await dataRequest).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Our Services');
    await expect(page).toHaveTitle(/^Our Services \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/);
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(
      true,
    );
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

  test('client-side navigation to an unknown path shows the not-found page', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/products/unknown-thing';
      link.textContent = 'unknown';
      link.id = 'test-unknown-link';
      document.querySelector('main')?.append(link);
    });
    // A plain anchor does a full load; use the router instead through history + popstate.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/products/unknown-thing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  });

  test('an unknown API path answers JSON 404', async ({ request }) => {
    const response = await request.get('/api/does-not-exist');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toHaveProperty('error');
  });
});

test.describe('paint first, hydrate right after', () => {
  for (const path of ['/', '/products/supplements']) {
    test(`${path} requests no script before its first frame, then hydrates`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('rel="modulepreload"');

      // The first frame the page renders: its stylesheet is in and its content can be painted.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      await gotoHydrated(page, path);
      const timing = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
        scriptRequests: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstFrameAt).toBeDefined();
      expect(timing.scriptRequests.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scriptRequests)).toBeGreaterThan(
        timing.firstFrameAt ?? Number.POSITIVE_INFINITY,
      );
    });
  }
});
