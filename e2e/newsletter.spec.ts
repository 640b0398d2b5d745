import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations, gotoHydrated } from './fixtures.ts';

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

test('Subscribe shows the confirmation for 3 seconds, then clears the field', async ({ page }) => {
  const { field, subscribe, status } = await openNewsletter(page);
  // Code the page loads when idle may arrive meanwhile; what must not happen is the address going anywhere.
  const requests: string[] = [];
  page.on('request', (request) => {
    const mayCarryData =
      request.method() !== 'GET' || ['fetch', 'xhr', 'ping'].includes(request.resourceType());
    if (mayCarryData || request.url().includes('reader'))
      requests.push(`${request.method()} ${request.url()}`);
  });

  await field.fill('reader@example.in');
  await subscribe.click();
  await expect(status).toHaveText('✓ Successfully subscribed!');

  await page.clock.runFor(2900);
  await expect(status).toHaveText('✓ Successfully subscribed!');
  await expect(field).toHaveValue('reader@example.in');

  await page.clock.runFor(100);
  await expect(status).toHaveText('');
  await expect(field).toHaveValue('');
  expect(requests).toEqual([]);
});

test('an empty field does nothing', async ({ page }) => {
  const { field, subscribe, status } = await openNewsletter(page);
  await subscribe.click();
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await page.clock.runFor(100);
  await expect(status).toHaveText('');
  await expect(page).toHaveURL('/services');
});

test('the browser holds back an address that is not an email', async ({ page }) => {
  const { field, subscribe, status } = await openNewsletter(page);
  await field.fill('not-an-email');
  await subscribe.click();
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await page.clock.runFor(100);
  await expect(status).toHaveText('');
  await expect(field).toHaveValue('not-an-email');
});

test('the newsletter works by keyboard and stays accessible while confirming', async ({ page }) => {
  const { field, status } = await openNewsletter(page);
  await field.focus();
  await page.keyboard.type('reader@example.in');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('✓ Successfully subscribed!');
  // axe runs on timers of its own.
  await page.clock.resume();
  await expectNoA11yViolations(page, 'footer');
});
