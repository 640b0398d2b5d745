import { expect, type Page } from '@playwright/test';
import { messagesFor } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

/** A side effect reported in Telugu (issue 30): the page, the form, its refusals and its confirmation. */
const t = messagesFor('te');
const field = (page: Page, name: string) =>
  page
    .getByRole('form', { name: t['adverseEvent.formName'] })
    .getByLabel(t[`field.adverse-event.${name}`] ?? '', {
      exact: false,
    });

async function fillReport(page: Page, product: string, { contact }: { contact: boolean }) {
  await field(page, 'reporterName').fill('లక్ష్మి దేవి');
  await field(page, 'reporterType').selectOption('patient');
  if (contact) await field(page, 'reporterPhone').fill('040 2345 6789');
  await field(page, 'productName').fill(product);
  await field(page, 'description').fill('రెండో మాత్ర తర్వాత రెండు చేతులపై దద్దుర్లు వచ్చాయి.');
  await field(page, 'seriousness').selectOption('medical-care');
}

test.describe('without JavaScript, at 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the server refuses a report in Telugu, keeps what was typed, then takes it', async ({
    page,
    browser,
  }) => {
    await page.goto('/te/adverse-events');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { name: t['adverseEvent.emergencyHeading'] })).toBeVisible();
    // No way to reach the reporter: the browser cannot know that, the server can.
    await fillReport(page, 'AllerClear తెలుగు', { contact: false });
    await page.getByRole('button', { name: t['adverseEvent.send'] }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['refusal.title'] ?? '');
    await expect(page.getByRole('alert')).toHaveText(t['lead.reporterContactRequired'] ?? '');
    await expect(page.getByLabel(t['field.adverse-event.productName'] ?? '')).toHaveValue('AllerClear తెలుగు');
    await page.getByLabel(t['field.adverse-event.reporterPhone'] ?? '').fill('040 2345 6789');
    await page.getByRole('button', { name: t['refusal.sendAgain'] }).click();

    await expect(page).toHaveURL(/\/te\/adverse-events\/received\?ref=AE-/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/[\u0C00-\u0C7F]/);
    await expect(main).toContainText(t['adverseEvent.receivedText'] ?? '');
    const reference = (await main.locator('[data-lead-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^AE-/);

    const staff = await browser.newContext({ javaScriptEnabled: true });
    const list = await findInInbox(await staff.newPage(), reference);
    await expect(list).toContainText('Safety');
    await staff.close();
  });
});

test.describe('with JavaScript, at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the form says what is missing in Telugu beside each field, then confirms in Telugu', async ({
    page,
  }) => {
    await page.goto('/te/adverse-events');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await page.getByRole('button', { name: t['adverseEvent.send'] }).click();
    await expect(field(page, 'reporterName')).toBeFocused();
    await expect(field(page, 'reporterName')).toHaveAccessibleDescription(
      t['lead.reporterNameRequired'] ?? '',
    );
    await expectNoA11yViolations(page);

    await likeAPerson(page);
    await fillReport(page, 'EyeCare తెలుగు', { contact: true });
    await page.getByRole('button', { name: t['adverseEvent.send'] }).click();
    const status = page.getByRole('main').getByRole('status').first();
    await expect(status).toContainText(t['adverseEvent.receivedTitle'] ?? '');
    await expect(status).toContainText(/AE-\d{4}-/);
  });
});
