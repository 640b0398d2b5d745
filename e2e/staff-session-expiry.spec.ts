import { expect } from '@playwright/test';
import { gotoHydrated, signInAsStaff } from './fixtures.ts';
import { test } from './test.ts';

/**
 * Every staff screen reads through the one staff query client, which sends the screen back to its
 * gate when the server says the session has ended (decision 059): checked here on each screen, by
 * ending the session while the screen is open and coming back to its tab, as a person does after a
 * break. (The tablet list is public, so /tablets meets the ended session on its first change:
 * e2e/tablets.spec.ts.)
 */
const staffScreens = [
  '/admin/dashboard',
  '/admin/accounts',
  '/admin/products',
  '/admin/batches',
  '/admin/recalls',
  '/admin/audit',
];

for (const path of staffScreens) {
  test(`${path}: a session that ends while the screen is open goes back to the gate with a message`, async ({
    page,
    context,
  }) => {
    await signInAsStaff(page.request);
    await gotoHydrated(page, path);
    await expect(page.getByText('Checking admin access…')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toHaveCount(0);
    // The screen has read what it shows.
    await page.waitForLoadState('networkidle');

    await context.clearCookies();
    // Back to the tab: the screen reads its data again, and the server no longer knows the session.
    // A read still on its way when the cookie went is not sent again on return, but on the next one:
    // on a busy machine a read may start after the network seemed idle.
    const gate = page.getByRole('heading', { name: 'Admin Access Required' });
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect(gate).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(page.getByText('Your admin session has ended. Enter the admin key again.')).toBeVisible();
  });
}
