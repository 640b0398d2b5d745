import { expect, type Page } from '@playwright/test';
import { messagesFor } from '../languages/catalogues.ts';
import { pageFor } from '../app/pages.ts';
import type { TranslatedLocale } from '../languages/locales.ts';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, gotoHydrated, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

/** A quote requested in Telugu and in Hindi (issue 30): the page, the form, its refusals and its confirmation. */
const te = messagesFor('te');
const hi = messagesFor('hi');

/** A field of the form by its label in the page's language (the kit adds ' *' or ' (optional)'). */
function field(page: Page, locale: TranslatedLocale, name: string) {
  const t = messagesFor(locale);
  const label = (t[`field.quote.${name}`] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return form(page, locale).getByLabel(new RegExp(`^${label}( \\*| \\(|$)`));
}

const form = (page: Page, locale: TranslatedLocale) =>
  page.getByRole('form', { name: messagesFor(locale)['quote.form.formName'] });

/** The agreement's tick, named by the agreement's words and links. */
const agreement = (page: Page, locale: TranslatedLocale) =>
  form(page, locale).getByRole('checkbox', {
    name: new RegExp(messagesFor(locale)['termsAgreement.termsLink'] ?? ''),
  });

test.describe('without JavaScript, at 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the server refuses a quote in Telugu, keeps what was typed, then takes it', async ({
    page,
    browser,
  }) => {
    await page.goto('/te/request-quote');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageFor('/te/request-quote').title);
    await expect(page.getByRole('heading', { name: te['quote.dataNotice.heading'] })).toBeVisible();
    await field(page, 'te', 'fullName').fill('ప్రియ రెడ్డి');
    await field(page, 'te', 'email').fill('priya@example.in');
    await field(page, 'te', 'productName').fill('Glucose Meter');
    await field(page, 'te', 'quantity').fill('250');
    // A second product without its quantity: the browser's own checks cannot know, the server can.
    await field(page, 'te', 'productName2').fill('Insulin Pen');
    await field(page, 'te', 'timeline').selectOption({ label: te['option.timeline.within-1-month'] ?? '' });
    await agreement(page, 'te').check();
    await page.getByRole('button', { name: te['quote.form.submit'] }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(te['refusal.title'] ?? '');
    await expect(page.getByRole('alert')).toHaveText(te['lead.furtherQuantityRequired'] ?? '');
    await expect(page.getByLabel(te['field.quote.fullName'] ?? '', { exact: true })).toHaveValue('ప్రియ రెడ్డి');
    await expect(page.getByLabel(te['field.quote.productName2'] ?? '', { exact: true })).toHaveValue(
      'Insulin Pen',
    );
    const quantity2 = page.getByLabel(te['field.quote.quantity2'] ?? '', { exact: true });
    await expect(quantity2).toHaveAccessibleDescription(te['lead.furtherQuantityRequired'] ?? '');
    await quantity2.fill('40');
    await page.getByRole('button', { name: te['refusal.sendAgain'] }).click();

    await expect(page).toHaveURL(/\/te\/request-quote\/received\?ref=Q-/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      pageFor('/te/request-quote/received').title,
    );
    await expect(main).toContainText(te['quote.confirmation.text'] ?? '');
    const reference = (await main.locator('[data-lead-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^Q-\d{4}-/);
    await expect(main.getByRole('link', { name: te['quote.confirmation.browseProducts'] })).toHaveAttribute(
      'href',
      '/te/products',
    );

    const staff = await browser.newContext({ javaScriptEnabled: true });
    const list = await findInInbox(await staff.newPage(), reference);
    await expect(list).toContainText('Glucose Meter');
    await staff.close();
  });
});

test.describe('with JavaScript, at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the form takes the product from the address, refuses in Hindi beside each field, then confirms in Hindi', async ({
    page,
  }) => {
    test.slow(); // axe over the whole form with its refusals
    await gotoHydrated(page, '/hi/request-quote?product=HeartGuard%20CoQ10');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(field(page, 'hi', 'productName')).toHaveValue('HeartGuard CoQ10');
    const submit = page.getByRole('button', { name: new RegExp(`${hi['quote.form.submit']}|प्रोसेस`) });
    await submit.click();
    await expect(field(page, 'hi', 'fullName')).toBeFocused();
    await expect(field(page, 'hi', 'fullName')).toHaveAccessibleDescription(
      hi['lead.fullNameRequired'] ?? '',
    );
    await expect(field(page, 'hi', 'email')).toHaveAccessibleDescription(hi['lead.emailRequired'] ?? '');
    await expect(field(page, 'hi', 'quantity')).toHaveAccessibleDescription(
      new RegExp(hi['lead.quantityRequired'] ?? ''),
    );
    await expect(agreement(page, 'hi')).toHaveAccessibleDescription(hi['lead.agreementRequired'] ?? '');
    await expectNoA11yViolations(page);

    await likeAPerson(page);
    await field(page, 'hi', 'fullName').fill('प्रिया रेड्डी');
    await field(page, 'hi', 'email').fill('priya@example.in');
    await field(page, 'hi', 'quantity').fill('120');
    await agreement(page, 'hi').check();
    await submit.click();
    await expect(
      page.getByRole('button', { name: hi['quote.form.processing'], exact: true, disabled: true }),
    ).toBeVisible();

    const status = page.getByRole('main').getByRole('status').first();
    await expect(status).toContainText(hi['quote.confirmation.title'] ?? '');
    await expect(status).toContainText(hi['quote.confirmation.text'] ?? '');
    await expect(status).toContainText(/Q-\d{4}-[0-9A-Z]{8}/);
    await expect(status).toBeFocused();
    await expect(submit).toHaveText(hi['quote.form.submit'] ?? '');
  });
});
