import { expect } from '@playwright/test';
import { messagesFor, translationsOf } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { test } from './test.ts';

/** The recall notices page in Telugu and Hindi, with what the server writes into it (issue 30). */
const te = messagesFor('te');
const hi = messagesFor('hi');

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor subscribes from the Telugu page and is answered in Telugu', async ({ page }) => {
    await page.goto('/te/recalls');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    const form = page.getByRole('form', { name: te['recall.form.mailHeading'] });
    await form.getByLabel(te['recall.form.product'] ?? '').selectOption({ label: 'NeuroVital' });
    await form.getByLabel(te['recall.form.email'] ?? '').fill(`telugu-${Date.now().toString(36)}@example.in`);
    await form.getByRole('button', { name: te['recall.form.submit'] }).click();

    await expect(
      page.getByRole('status').filter({ hasText: te['recall.subscription.sent'] ?? '' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      translationsOf('te')['page./recalls.title']?.text ?? '',
    );
    await expect(form.getByLabel(te['recall.form.product'] ?? '')).toHaveValue('neurovital');
    await expectNoA11yViolations(page);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the Hindi page says what each recall class means and links to pages in Hindi', async ({ page }) => {
    await page.goto('/hi/recalls');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { name: hi['recall.form.classesHeading'] })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: hi['recall.classes.I.meaning'] }),
    ).toContainText(hi['recall.classes.I.startsWithin'] ?? '');
    const form = page.getByRole('form', { name: hi['recall.form.mailHeading'] });
    await expect(form.getByRole('link', { name: hi['recall.form.privacyLink'] })).toHaveAttribute(
      'href',
      '/hi/privacy',
    );
    await expect(form.getByRole('button', { name: hi['recall.form.submit'] })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
