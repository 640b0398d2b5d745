import { expect } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { test } from './test.ts';

test('a first visit to /tablets asks for the key without an error in the console or a request left open', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const sessionCheck = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/session') && response.request().method() === 'GET',
  );
  await page.goto('/tablets');

  const answer = await sessionCheck;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ admin: false });
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Access Required' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});

test.describe('the staff screens wear the staff layout, not the public site', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [path, current] of [
        ['/tablets', 'Tablets'],
        ['/admin/products', 'Products'],
        ['/admin/batches', 'Batches'],
        ['/admin/recalls', 'Recalls'],
        ['/admin/dashboard', 'Inbox'],
        ['/admin/accounts', 'Accounts'],
        ['/admin/audit', 'Audit log'],
        ['/admin/account', 'My account'],
      ] as const) {
        await page.goto(path);
        const staffNav = page.getByRole('navigation', { name: 'Staff' });
        await expect(staffNav.getByRole('link', { name: current, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(staffNav.getByRole('link')).toHaveText([
          'Inbox',
          'Tablets',
          'Products',
          'Batches',
          'Recalls',
          'Accounts',
          'Audit log',
          'My account',
        ]);
        await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
        await expect(page.getByText('Subscribe to our newsletter')).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
        await expectNoA11yViolations(page);
      }
      await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Tablets' }).click();
      await expect(page).toHaveURL(/\/tablets$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Tablet Management' })).toBeVisible();
    });
  }
});
