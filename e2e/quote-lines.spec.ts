import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Quote request' });
// Labelled "Product 2 (optional)": the number must not run on, or "Product 2" would find "Product 20" too.
const product = (page: Page, line: number) => form(page).getByLabel(new RegExp(`^Product ${line}(?!\\d)`));
const howMany = (page: Page, line: number) =>
  form(page).getByLabel(new RegExp(`^How many of product ${line}(?!\\d)`));

async function fillBuyer(page: Page, fullName: string) {
  await form(page).getByLabel('Full name').fill(fullName);
  await form(page).getByLabel('Email address').fill('purchase@example-hospital.in');
  await form(page).getByLabel('Product name').fill('Glucose Meter');
  await form(page).getByLabel('Quantity').fill('40');
  await form(page)
    .getByRole('checkbox', { name: /terms and conditions/ })
    .check();
}

test.describe('without JavaScript, at 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a quote with three lines, one typed, reaches the inbox with every line', async ({
    browser,
    page,
  }) => {
    await page.goto('/request-quote');
    await fillBuyer(page, 'Dr Meena Rao, three lines');
    // One empty line waits below the first; the next appears as it is filled.
    await expect(product(page, 2)).toBeVisible();
    await expect(product(page, 3)).toBeHidden();
    await expect(page.locator('datalist#quote-product-names option[value="Insulin Pen"]')).toHaveCount(1);
    await product(page, 2).fill('Insulin Pen');
    await howMany(page, 2).fill('300');
    await expect(product(page, 3)).toBeVisible();
    await product(page, 3).fill('Sterile gauze swabs 10 x 10 cm');
    await howMany(page, 3).fill('5000');
    await expect(product(page, 4)).toBeVisible();
    await expect(product(page, 5)).toBeHidden();
    await form(page).getByRole('button', { name: 'Submit Quote Request' }).click();

    await expect(page).toHaveURL(/\/request-quote\/received\?ref=Q-/);
    const reference = new URL(page.url()).searchParams.get('ref')!;

    const staff = await browser.newContext({ javaScriptEnabled: true });
    const staffPage = await staff.newPage();
    const list = await findInInbox(staffPage, reference);
    await expect(list).toContainText('Glucose Meter × 40 and 2 more products');
    await list.getByRole('button', { name: new RegExp(reference) }).click();
    const detail = staffPage.getByRole('region', { name: new RegExp(reference) });
    for (const [label, value] of [
      ['Product name', 'Glucose Meter'],
      ['Product 2', 'Insulin Pen'],
      ['How many of product 2', '300'],
      ['Product 3', 'Sterile gauze swabs 10 x 10 cm'],
      ['How many of product 3', '5000'],
    ]) {
      await expect(detail.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
      await expect(detail.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) })).toHaveCount(
        1,
      );
    }
    await staff.close();
  });
});

test.describe('with JavaScript, at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a further line without its quantity is refused beside it, then sent', async ({ page }) => {
    await page.goto('/request-quote');
    await fillBuyer(page, 'Dr Meena Rao, a line short');
    await product(page, 2).fill('Pulse Oximeter');
    await expect(product(page, 3)).toBeVisible();
    await expectNoA11yViolations(page);
    await likeAPerson(page);
    await form(page).getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(howMany(page, 2)).toBeFocused();
    await expect(howMany(page, 2)).toHaveAccessibleDescription(/Enter how many of this product you need\./);

    await howMany(page, 2).fill('25');
    await form(page).getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Quote Request Submitted');
    // The form is cleared, and with it the lines it showed.
    await expect(product(page, 2)).toHaveValue('');
    await expect(product(page, 3)).toBeHidden();
  });
});
