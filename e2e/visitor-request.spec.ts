import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

const main = (page: Page) => page.getByRole('main');

async function sendQuoteForm(page: Page, name: string) {
  await gotoHydrated(page, '/request-quote');
  await main(page).getByLabel('Full name').fill(name);
  await main(page).getByLabel('Email address').fill('priya@example.in');
  await main(page).getByLabel('Product name').fill('Glucose Meter');
  await main(page).getByLabel('Quantity').fill('250');
  await main(page)
    .getByRole('checkbox', { name: /terms and conditions.*privacy policy/ })
    .check();
  await likeAPerson(page);
  await main(page).getByRole('button', { name: 'Submit Quote Request' }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the quote confirmation links to the request's private page, which takes an answer, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await sendQuoteForm(page, `Priya Reddy ${viewport.width}`);
    const confirmation = main(page).getByRole('status');
    await expect(confirmation).toContainText('Quote Request Submitted');
    const reference = /Your reference is (Q-\d{4}-\w+)\./.exec(await confirmation.innerText())![1]!;
    await confirmation.getByRole('link', { name: 'your request’s private page' }).click();

    await expect(page).toHaveURL(new RegExp(`/requests/${reference}#[\\w-]{20,}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your request ${reference}`);
    await expect(main(page).getByRole('status').first()).toHaveText('Received: we reply within 24 hours.');
    await expect(main(page)).toContainText('No reply yet.');
    await expectNoA11yViolations(page);

    const answer = main(page).getByRole('form', { name: 'Answer us' });
    await answer.getByLabel('Your answer').fill('We also need 40 lancet boxes.');
    await answer.getByRole('button', { name: 'Send answer' }).click();
    await expect(answer.getByRole('status')).toHaveText('Your answer is with us. We reply within 24 hours.');
    await expect(main(page).getByRole('listitem')).toContainText('We also need 40 lancet boxes.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The same link, opened again later, shows the answer.
    await page.reload();
    await expect(main(page).getByRole('listitem')).toContainText('We also need 40 lancet boxes.');
  });
}

test('a link without its token, or with a wrong one, opens nothing and says what to do', async ({ page }) => {
  for (const link of [
    '/requests/Q-2026-ZZZZZZZZ',
    '/requests/Q-2026-ZZZZZZZZ#not-the-token-of-this-request',
  ]) {
    await page.goto(link);
    await expect(main(page).getByRole('alert')).toHaveText(/This link does not open a request\./);
    await expect(main(page)).toContainText('care@aarogyalifesciences.in');
  }
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote form posts, and its confirmation page carries the private link with the reference', async ({
    page,
  }) => {
    await page.goto('/request-quote');
    await main(page).getByLabel('Full name').fill('Priya Reddy without JS');
    await main(page).getByLabel('Email address').fill('priya@example.in');
    await main(page).getByLabel('Product name').fill('Glucose Meter');
    await main(page).getByLabel('Quantity').fill('250');
    await main(page)
      .getByRole('checkbox', { name: /terms and conditions.*privacy policy/ })
      .check();
    await main(page).getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page).toHaveURL(/\/request-quote\/received\?ref=Q-/);
    const reference = /Your reference is (Q-\d{4}-\w+)\./.exec(await main(page).innerText())![1]!;
    const link = main(page).getByRole('link', { name: 'your request’s private page' });
    await expect(link).toHaveAttribute('href', new RegExp(`^/requests/${reference}#[\\w-]{20,}$`));
    await link.click();
    // The page says plainly that it needs its script: the token never travels in an address.
    // (Chromium with scripts turned off by the test still parses <noscript> as text, so its
    // content is checked as the page's own markup.)
    expect(await page.locator('main noscript').textContent()).toContain('This page needs JavaScript');
    await expect(main(page).getByRole('status')).toHaveText('');
  });
});
