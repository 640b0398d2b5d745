import { expect as baseExpect, type Page } from '@playwright/test';
import { batchMessages } from '#contract/batches.ts';
import { expectNoA11yViolations } from './axe.ts';
import { signInAsStaff } from './fixtures.ts';
import { test } from './test.ts';

// Waits cover a real server and the staff gate; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A batch number no other test run has used: letters and digits, at most 20. */
const freshBatchNumber = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function searchFor(page: Page, text: string) {
  const search = page.getByRole('search', { name: 'Search the batches' });
  await search.getByLabel('Batch number or product').fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff record a batch, correct it, recall it, and import more from a file', async ({ page }) => {
      await signInAsStaff(page.request);
      await page.goto('/admin/batches');
      await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();

      const form = page.getByRole('form', { name: 'Record a batch' });
      await form.getByRole('button', { name: 'Record batch' }).click();
      await expect(form.getByText(batchMessages.productRequired)).toBeVisible();
      await expect(form.getByText(batchMessages.batchNumberRequired)).toBeVisible();

      const number = freshBatchNumber('E');
      await form.getByLabel('Product').selectOption({ label: 'CardioHealth Plus' });
      await form.getByLabel('Batch number').fill(number.toLowerCase());
      await form.getByLabel('Packs made').fill('12,000');
      await form.getByLabel('Date of manufacture').fill('2026-11-02');
      await form.getByLabel('Date of expiry').fill('2026-10-31');
      await form.getByRole('button', { name: 'Record batch' }).click();
      await expect(form.getByText(batchMessages.expiresBeforeManufacture)).toBeVisible();

      await form.getByLabel('Date of expiry').fill('2028-10-31');
      await form.getByRole('button', { name: 'Record batch' }).click();
      await expect(page.getByText(`Batch ${number} recorded.`)).toBeVisible();
      await expect(form.getByLabel('Batch number')).toHaveValue('');

      await searchFor(page, number);
      const table = page.getByRole('table', { name: 'Batches, newest first' });
      const row = table.getByRole('row').filter({ hasText: number });
      await expect(row).toContainText('CardioHealth Plus');
      await expect(row).toContainText('12,000');
      await expect(row).toContainText('Released');

      await row.getByRole('button', { name: `Change batch ${number}` }).click();
      const change = page.getByRole('form', { name: `Change batch ${number}` });
      await expect(change.getByLabel('Packs made')).toHaveValue('12000');
      await change.getByLabel('Status').selectOption({ label: 'Recalled' });
      await change.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`Batch ${number} saved.`)).toBeVisible();
      await expect(row).toContainText('Recalled');
      await expect(page.getByRole('form', { name: 'Record a batch' })).toBeVisible();

      await row.getByRole('button', { name: `Labels for batch ${number}` }).click();
      const labels = page.getByRole('region', { name: `Labels for batch ${number}` });
      await expect(labels.getByRole('heading', { name: `Labels for batch ${number}` })).toBeFocused();
      await expect(labels).toContainText('0 of 12,000 packs labelled.');
      await labels.getByLabel('Number of labels').fill('3');
      await labels.getByRole('button', { name: 'Make labels' }).click();
      await expect(labels.getByText('Labels for serials 1 to 3 are ready.')).toBeVisible();
      const sheet = labels.getByRole('list', { name: 'Label sheet' });
      await expect(sheet.getByRole('listitem')).toHaveCount(3);
      await expect(sheet.getByRole('listitem').first()).toContainText('Serial 1');
      await expect(sheet.getByRole('listitem').first()).toContainText(`Batch number: ${number}`);
      await expect(sheet.getByRole('img', { name: 'QR code of serial 3' })).toHaveAttribute(
        'src',
        /^data:image\/svg\+xml;base64,/,
      );
      await expect(labels).toContainText('3 of 12,000 packs labelled.');
      // On paper: the labels alone, without the screen around them or the print button.
      await page.emulateMedia({ media: 'print' });
      await expect(sheet).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Staff' })).toBeHidden();
      await expect(labels.getByRole('button', { name: 'Print labels' })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await labels.getByRole('button', { name: 'Close' }).click();
      await expect(labels).toHaveCount(0);

      const imports = page.getByRole('form', { name: 'Import batches from a file' });
      const [first, second] = [freshBatchNumber('F'), freshBatchNumber('G')];
      const header = 'product,batch_number,manufactured_on,expires_on,quantity,site';
      const file = (rows: string[]) => ({
        name: 'batches.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...rows].join('\r\n')),
      });
      await imports.getByRole('button', { name: 'Import' }).click();
      await expect(imports.getByText('Choose a CSV file to import')).toBeVisible();
      await imports
        .getByLabel('CSV file')
        .setInputFiles(
          file([
            `NeuroVital,${first},2026-10-01,2027-09-30,500,nacharam`,
            `NeuroVital,${second},2026-10-01,2025-09-30,500,nacharam`,
          ]),
        );
      await imports.getByRole('button', { name: 'Import' }).click();
      await expect(imports.getByRole('alert')).toHaveText(batchMessages.importInvalid);
      await expect(imports.getByRole('list', { name: 'Rows to correct' })).toHaveText(
        `Line 3: expires_on: ${batchMessages.expiresBeforeManufacture}`,
      );
      await searchFor(page, first);
      await expect(page.getByText('No batches match this search.')).toBeVisible();

      await imports
        .getByLabel('CSV file')
        .setInputFiles(
          file([
            `NeuroVital,${first},2026-10-01,2027-09-30,500,nacharam`,
            `NeuroVital,${second},2026-10-01,2027-09-30,"1,500",nacharam`,
          ]),
        );
      await imports.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByText('2 batches imported.')).toBeVisible();
      await searchFor(page, second);
      await expect(table.getByRole('row').filter({ hasText: second })).toContainText('1,500');

      // The server puts the list in a column's order, one way and then the other.
      await table.getByRole('button', { name: 'Batch', exact: true }).click();
      const byNumber = page.getByRole('table', { name: 'Batches, by batch number, A to Z' });
      await expect(byNumber.getByRole('columnheader', { name: 'Batch', exact: true })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(byNumber.getByRole('row').filter({ hasText: second })).toContainText('1,500');
      await byNumber.getByRole('button', { name: 'Batch', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Batches, by batch number, Z to A' })).toBeVisible();

      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await expectNoA11yViolations(page);
    });
  });
}
