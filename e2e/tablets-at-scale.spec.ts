import { expect as baseExpect, type Page } from '@playwright/test';
import { openTabletsSignedIn, signInAsStaff, toast } from './fixtures.ts';
import { test } from './test.ts';

// A real server holding 2,000 more tablets, on a busy machine: allow for slow answers.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const generics = ['Paracetamol', 'Amlodipine', 'Metformin', 'Atorvastatin', 'Azithromycin', 'Pantoprazole'];
const seededCount = 2_000;
const pageSize = 50;

interface Seeded {
  id: string;
  name: string;
  genericName: string;
  price: number;
  version: number;
}

/**
 * A search word only this run's tablets contain. Their names start with "Zyl" so they sort after
 * the tablets other tests add, which those tests expect on the first page.
 */
const run = `zyl${Math.random().toString(36).slice(2, 7).replace(/\d/g, 'q')}`;
const seeded: Seeded[] = [];
const numbers = new Intl.NumberFormat('en-IN');
const byteOrder = (left: string, right: string) => Buffer.compare(Buffer.from(left), Buffer.from(right));

const rowNames = (page: Page) => page.getByRole('table', { name: 'Tablets' }).getByRole('rowheader');

/** The seeded tablets in the order the API gives for sort=name: lower-cased names, then id. */
function byName(tablets: readonly Seeded[]): Seeded[] {
  const key = (tablet: Seeded) => `${tablet.name.toLowerCase()}\n${tablet.genericName.toLowerCase()}`;
  return [...tablets].sort((left, right) => byteOrder(key(left), key(right)) || byteOrder(left.id, right.id));
}

test.beforeAll(async ({ playwright, baseURL }) => {
  // 2,000 requests: on a busy machine this takes longer than a hook's default 30 s.
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL });
  await signInAsStaff(request);
  const inputs = Array.from({ length: seededCount }, (_, index) => {
    const generic = generics[index % generics.length]!;
    return {
      name: `Zyl${run.slice(3)} ${generic} ${(index % 7) * 125 + 125} mg #${String(index).padStart(4, '0')}`,
      genericName: generic,
      // Unique prices, so the order by price is the same whatever the ids.
      price: Math.round((10 + ((index * 7919) % seededCount) * 0.37) * 100) / 100,
    };
  });
  for (let start = 0; start < inputs.length; start += 25) {
    const batch = inputs.slice(start, start + 25);
    const created = await Promise.all(
      batch.map(async (input) => {
        const response = await request.post('/api/tablets', { data: input });
        expect(response.status()).toBe(201);
        return ((await response.json()) as { tablet: Seeded }).tablet;
      }),
    );
    seeded.push(...created);
  }
  await request.dispose();
});

test('search, sort and page 2,000 tablets; edit on page 3, then delete there', async ({ page }) => {
  await openTabletsSignedIn(page);
  await page.getByLabel('Search tablets').fill(run.toUpperCase());
  await expect(page.getByText(`Showing 1–50 of ${numbers.format(seededCount)} tablets`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run.toUpperCase()}`));
  // Only the rows of one page, and only the table (the cards are not rendered at this width).
  await expect(rowNames(page)).toHaveCount(pageSize);
  await expect(page.getByRole('list', { name: 'Tablets' })).toHaveCount(0);

  const mostExpensive = [...seeded].sort((left, right) => right.price - left.price).slice(0, 3);
  await page.getByLabel('Sort by').selectOption({ label: 'Price (high to low)' });
  await expect(page).toHaveURL(/[?&]sort=-price/);
  await expect(rowNames(page).first()).toHaveText(mostExpensive[0]!.name);
  await expect(rowNames(page).nth(2)).toHaveText(mostExpensive[2]!.name);

  // The address keeps search and sort: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Search tablets')).toHaveValue(run.toUpperCase());
  await expect(page.getByLabel('Sort by')).toHaveValue('-price');
  await expect(rowNames(page).first()).toHaveText(mostExpensive[0]!.name);

  // A narrower search, then back to the name order.
  const amlodipine = seeded.filter((tablet) => tablet.genericName === 'Amlodipine');
  await page.getByLabel('Search tablets').fill(`${run} amlodipine`);
  await expect(page.getByText(`Showing 1–50 of ${numbers.format(amlodipine.length)} tablets`)).toBeVisible();
  await page.getByLabel('Search tablets').fill(run);
  await page.getByLabel('Sort by').selectOption({ label: 'Name (A to Z)' });
  const ordered = byName(seeded);
  await expect(rowNames(page).first()).toHaveText(ordered[0]!.name);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(rowNames(page).first()).toHaveText(ordered[pageSize]!.name);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 3 of 40')).toBeVisible();
  await expect(page.getByText(`Showing 101–150 of ${numbers.format(seededCount)} tablets`)).toBeVisible();
  await expect(rowNames(page).first()).toHaveText(ordered[100]!.name);

  const edited = ordered[104]!;
  await page.getByRole('button', { name: `Edit ${edited.name}`, exact: true }).click();
  await page.getByLabel('Price').fill('4321.5');
  await page.getByRole('button', { name: 'Update Tablet' }).click();
  await expect(toast(page, 'Tablet updated successfully!')).toBeVisible();
  await expect(page.getByText('Page 3 of 40')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: edited.name })).toContainText('₹4,321.50');

  const deleted = ordered[105]!;
  await page.getByRole('button', { name: `Delete ${deleted.name}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete "${deleted.name}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Tablet "${deleted.name}" deleted successfully!`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${deleted.name}`, exact: true })).toHaveCount(0);
  await expect(page.getByText(`Showing 101–150 of ${numbers.format(seededCount - 1)} tablets`)).toBeVisible();
  await expect(rowNames(page).nth(5)).toHaveText(ordered[106]!.name);
  await expect(rowNames(page)).toHaveCount(pageSize);
});

test('rows changed or deleted from another browser are refreshed after the 409 or 404', async ({
  page,
  browser,
}) => {
  const [changed, gone, goneToo] = [seeded[1500]!, seeded[1501]!, seeded[1502]!];
  // Opened from an address with a search in it, as from a bookmark.
  await openTabletsSignedIn(page, `/tablets?q=${run}&sort=-updated`);
  await expect(page.getByLabel('Search tablets')).toHaveValue(run);
  await expect(page.getByLabel('Sort by')).toHaveValue('-updated');
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await signInAsStaff(other.request);

    // Another editor changes the price while this one edits: the save answers 409.
    await page.getByLabel('Search tablets').fill(changed.name);
    await expect(rowNames(page)).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${changed.name}`, exact: true }).click();
    const put = await other.request.put(`/api/tablets/${changed.id}`, {
      data: { name: changed.name, genericName: changed.genericName, price: 999.99, version: changed.version },
    });
    expect(put.status()).toBe(200);
    await page.getByLabel('Price').fill('1.5');
    await page.getByRole('button', { name: 'Update Tablet' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This tablet was changed by someone else.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row').filter({ hasText: changed.name })).toContainText('₹999.99');

    // Another editor deletes a tablet this one then tries to delete: 404, and the row goes.
    await page.getByLabel('Search tablets').fill(gone.name);
    await expect(rowNames(page)).toHaveText([gone.name]);
    expect((await other.request.delete(`/api/tablets/${gone.id}`)).status()).toBe(204);
    await page.getByRole('button', { name: `Delete ${gone.name}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'This tablet does not exist.')).toBeVisible();
    await expect(page.getByText('No tablets found', { exact: true })).toBeVisible();

    // ...or to save: 404 too, and the row goes once the form is left.
    await expect(toast(page, 'This tablet does not exist.')).toHaveCount(0);
    await page.getByLabel('Search tablets').fill(goneToo.name);
    await expect(rowNames(page)).toHaveText([goneToo.name]);
    await page.getByRole('button', { name: `Edit ${goneToo.name}`, exact: true }).click();
    expect((await other.request.delete(`/api/tablets/${goneToo.id}`)).status()).toBe(204);
    await page.getByLabel('Price').fill('2.5');
    await page.getByRole('button', { name: 'Update Tablet' }).click();
    await expect(toast(page, 'This tablet does not exist.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No tablets found', { exact: true })).toBeVisible();
  } finally {
    await other.close();
  }
});
