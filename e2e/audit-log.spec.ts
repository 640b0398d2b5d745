import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated, signInAsStaff, uniqueName } from './fixtures.ts';
import { test } from './test.ts';

// Waits cover a real server and hydration; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const addedATablet = 'Added a tablet';

async function createTablet(page: Page) {
  const response = await page.request.post('/api/tablets', {
    data: { name: uniqueName('Audit tablet'), genericName: 'Paracetamol', price: 12 },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tablet: { id: string; name: string } }).tablet;
}

/** The What column of every row shown. */
function actionsShown(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[3]?.textContent ?? ''));
}

/**
 * Shows older entries until the row is there: tests running beside this one add tablets too, and
 * may have pushed it off the first page.
 */
async function showOlderUntilShown(page: Page, table: Locator, row: Locator) {
  const older = page.getByRole('button', { name: 'Show older entries' });
  const rows = table.locator('tbody tr');
  for (let pages = 0; pages < 60; pages += 1) {
    if ((await row.count()) > 0) return;
    const shown = await rows.count();
    await older.click();
    await expect(rows).not.toHaveCount(shown);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the owner sees a tablet just added, filters by what was done and downloads that as CSV', async ({
      page,
    }) => {
      await signInAsStaff(page.request);
      const tablet = await createTablet(page);

      await gotoHydrated(page, '/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Audit log entries' });
      await expect(table.getByRole('row').filter({ hasText: addedATablet }).first()).toBeVisible();

      const filters = page.getByRole('form', { name: 'Filter the audit log' });
      await filters.getByLabel('Action').selectOption({ label: addedATablet });
      await filters.getByRole('button', { name: 'Show', exact: true }).click();
      await expect.poll(async () => [...new Set(await actionsShown(table))]).toEqual([addedATablet]);

      const row = table.getByRole('row').filter({ has: page.locator(`[title="${tablet.id}"]`) });
      await showOlderUntilShown(page, table, row);
      await expect(row).toContainText('Admin key');
      await expect(row).toContainText(`tablet ${tablet.id.slice(0, 8)}…`);
      await expect(row).toContainText(`name: ${tablet.name}`);
      await expect(row).toContainText('price: 12');

      const csvLink = page.getByRole('link', { name: 'Download CSV' });
      await expect(csvLink).toHaveAttribute('href', /[?&]action=tablet\.create(&|$)/);
      const csv = await page.request.get((await csvLink.getAttribute('href'))!);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain(tablet.id);

      // The table scrolls within its own box, by keyboard too; the page never scrolls sideways.
      const scrollArea = page.getByRole('region', { name: 'Audit log entries, scrolling sideways' });
      if (viewport.width < 768) {
        expect(await scrollArea.evaluate((area) => area.scrollWidth > area.clientWidth)).toBe(true);
        await scrollArea.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => scrollArea.evaluate((area) => area.scrollLeft)).toBeGreaterThan(0);
      }
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);

      await expectNoA11yViolations(page);
    });
  });
}
