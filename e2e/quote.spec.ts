import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

const confirmationTitle = 'Quote Request Submitted';
const confirmationText = "We've received your request and will contact you within 24 hours.";

const main = (page: Page) => page.getByRole('main');

const field = {
  fullName: (page: Page) => main(page).getByLabel('Full name'),
  email: (page: Page) => main(page).getByLabel('Email address'),
  phone: (page: Page) => main(page).getByLabel(/Phone number/),
  company: (page: Page) => main(page).getByLabel(/Company or organisation/),
  productName: (page: Page) => main(page).getByLabel('Product name'),
  quantity: (page: Page) => main(page).getByLabel('Quantity'),
  requirements: (page: Page) => main(page).getByLabel(/Requirements/),
  timeline: (page: Page) => main(page).getByLabel(/Timeline/),
  agreement: (page: Page) =>
    main(page).getByRole('checkbox', { name: /terms and conditions.*privacy policy/ }),
};
const submit = (page: Page) =>
  main(page).getByRole('button', { name: /Submit Quote Request|Processing\.\.\./ });

async function fillValidRequest(page: Page) {
  await field.fullName(page).fill('Priya Reddy');
  await field.email(page).fill('priya@example.in');
  await field.phone(page).fill('+91 98480 22338');
  await field.company(page).fill('Sunrise Hospitals');
  await field.productName(page).fill('Glucose Meter');
  await field.quantity(page).fill('250');
  await field.requirements(page).fill('Monthly deliveries to Secunderabad');
  await field.timeline(page).selectOption({ label: 'Within a month' });
  await field.agreement(page).check();
  await likeAPerson(page);
}

test('the form shows every field with a label, and the notice about the data', async ({ page }) => {
  await gotoHydrated(page, '/request-quote');
  for (const control of Object.values(field)) await expect(control(page)).toBeVisible();
  await expect(field.quantity(page)).toHaveAttribute('type', 'number');
  await expect(field.quantity(page)).toHaveAttribute('min', '1');
  await expect(field.requirements(page)).toHaveJSProperty('tagName', 'TEXTAREA');
  await expect(main(page).getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(main(page).getByRole('link', { name: 'privacy policy' }).first()).toHaveAttribute(
    'href',
    '/privacy',
  );
  const notice = main(page).getByRole('region', { name: 'What happens to your details' });
  await expect(notice).toContainText('sent to Aarogya Life Sciences and stored on our servers');
  await expect(notice).toContainText('Digital Personal Data Protection Act, 2023');
  await expectNoA11yViolations(page);
});

test('empty required fields block the submit with accessible messages', async ({ page }) => {
  await gotoHydrated(page, '/request-quote');
  await submit(page).click();
  await expect(field.fullName(page)).toBeFocused();
  await expect(field.fullName(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field.fullName(page)).toHaveAccessibleDescription('Enter your full name.');
  await expect(field.email(page)).toHaveAccessibleDescription('Enter your email address.');
  await expect(field.productName(page)).toHaveAccessibleDescription(
    'Enter the product you would like a quote for.',
  );
  await expect(field.quantity(page)).toHaveAccessibleDescription(/Enter the quantity you need\./);
  await expect(field.agreement(page)).toHaveAccessibleDescription(
    'Please agree to the terms and conditions and the privacy policy.',
  );
  for (const optional of [field.phone, field.company, field.requirements, field.timeline]) {
    await expect(optional(page)).not.toHaveAttribute('aria-invalid');
  }
  await expect(submit(page)).toHaveText('Submit Quote Request');
  await expect(page.getByText(confirmationTitle)).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('an invalid email blocks the submit', async ({ page }) => {
  await gotoHydrated(page, '/request-quote');
  await fillValidRequest(page);
  await field.email(page).fill('priya@example');
  await submit(page).click();
  await expect(field.email(page)).toBeFocused();
  await expect(field.email(page)).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
  await expect(submit(page)).toBeEnabled();
  await page.waitForTimeout(1_700);
  await expect(page.getByText(confirmationTitle)).toHaveCount(0);

  await field.email(page).fill('priya@example.in');
  await expect(field.email(page)).not.toHaveAttribute('aria-invalid');
});

test('the agreement checkbox alone blocks an otherwise complete request', async ({ page }) => {
  await gotoHydrated(page, '/request-quote');
  await fillValidRequest(page);
  await field.agreement(page).uncheck();
  await submit(page).click();
  await expect(field.agreement(page)).toBeFocused();
  await expect(field.agreement(page)).toHaveAttribute('aria-invalid', 'true');
});

test('a valid request shows Processing..., then the confirmation and a cleared form', async ({ page }) => {
  await gotoHydrated(page, '/request-quote');
  await fillValidRequest(page);
  const submittedAt = Date.now();
  await submit(page).click();
  await expect(submit(page)).toBeDisabled();
  await expect(submit(page)).toHaveText('Processing...');

  const status = main(page).getByRole('status');
  await expect(status).toContainText(confirmationTitle);
  expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1_400);
  await expect(status).toContainText(confirmationText);
  await expect(status).toBeFocused();
  await expect(submit(page)).toBeEnabled();
  await expect(submit(page)).toHaveText('Submit Quote Request');
  for (const control of [
    field.fullName,
    field.email,
    field.phone,
    field.company,
    field.productName,
    field.quantity,
    field.requirements,
    field.timeline,
  ]) {
    await expect(control(page)).toHaveValue('');
  }
  await expect(field.agreement(page)).not.toBeChecked();
  await expectNoA11yViolations(page);
});

test('?product= fills in the product name', async ({ page }) => {
  await gotoHydrated(page, '/request-quote?product=HeartGuard%20CoQ10');
  await expect(field.productName(page)).toHaveValue('HeartGuard CoQ10');
  await expect(field.fullName(page)).toHaveValue('');
});
