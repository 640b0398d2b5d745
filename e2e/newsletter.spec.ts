import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

const start = new Date('2025-06-02T10:00:00+05:30');

async function openNewsletter(page: Page) {
  await page.clock.install({ time: start });
  await gotoHydrated(page, '/services');
  // From here on time moves only when the test says so.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const form = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  return {
    field: form.getByLabel('Email address'),
    subscribe: form.getByRole('button', { name: 'Subscribe' }),
    status: form.getByRole('status'),
  };
}

test('Subscribe sends the address, shows the confirmation for 3 seconds, then clears the field', async ({
  page,
}) => {
  const { field, subscribe, status } = await openNewsletter(page);
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/newsletter-subscriptions'),
  );

  await field.fill(`reader-${Date.now()}@example.in`);
  await subscribe.click();
  expect((await posted).postDataJSON()).toMatchObject({
    email: expect.stringMatching(/^reader-\d+@example\.in$/),
  });
  await expect(status).toHaveText(/^✓ Successfully subscribed! Your reference is N-\d{4}-[0-9A-Z]{8}\.$/);

  await page.clock.runFor(2900);
  await expect(status).toContainText('✓ Successfully subscribed!');
  await expect(field).not.toHaveValue('');

  await page.clock.runFor(100);
  await expect(status).toHaveText('');
  await expect(field).toHaveValue('');
});

test('an empty field sends nothing and says what to enter', async ({ page }) => {
  const { field, subscribe, status } = await openNewsletter(page);
  await subscribe.click();
  await expect(field).toHaveAccessibleDescription(/Enter your email address\./);
  await expect(field).toBeFocused();
  await expect(status).toHaveText('');
  await expect(page).toHaveURL('/services');
});

test('an address that is not an email is held back with the reason', async ({ page }) => {
  const { field, subscribe, status } = await openNewsletter(page);
  await field.fill('not-an-email');
  await subscribe.click();
  await expect(field).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(status).toHaveText('');
  await expect(field).toHaveValue('not-an-email');
});

test('the newsletter works by keyboard and stays accessible while confirming', async ({ page }) => {
  const { field, status } = await openNewsletter(page);
  await field.focus();
  await page.keyboard.type(`keys-${Date.now()}@example.in`);
  await page.keyboard.press('Enter');
  await expect(status).toContainText('✓ Successfully subscribed!');
  // axe runs on timers of its own.
  await page.clock.resume();
  await expectNoA11yViolations(page, 'footer');
});
