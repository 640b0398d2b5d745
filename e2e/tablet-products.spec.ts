import { expect as baseExpect, type Page } from '@playwright/test';
import { gotoHydrated, openTabletsSignedIn, toast, uniqueName } from './fixtures.ts';
import { test } from './test.ts';

// Waits cover a real server and the staff gate; on a busy machine these take longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens the product editor's list on the products whose name holds `name`. */
async function searchProductList(page: Page, name: string) {
  await gotoHydrated(page, '/admin/products');
  const search = page.getByRole('search', { name: 'Search the products' });
  await search.getByRole('searchbox').fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
}

/** Adds a tablet on /tablets, as a member of staff does, and waits for the SPEC's toast. */
async function addTablet(page: Page, tablet: { name: string; genericName: string; price: string }) {
  await page.getByRole('button', { name: 'Add New Tablet' }).click();
  await page.getByLabel('Medicine name').fill(tablet.name);
  await page.getByLabel('Generic name').fill(tablet.genericName);
  await page.getByLabel('Price').fill(tablet.price);
  await page.getByRole('button', { name: 'Add Tablet' }).click();
  await expect(toast(page, 'Tablet added successfully!')).toBeVisible();
}

test.describe('/tablets as part of the product master', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the master’s tablets are listed; a tablet added there is a draft product in the editor and on no public page', async ({
    page,
  }) => {
    await openTabletsSignedIn(page);
    await page.getByLabel('Search tablets').fill('CardioHealth');
    const cardio = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'CardioHealth Plus' }) });
    await expect(cardio).toContainText('Telmisartan + Amlodipine');

    const name = uniqueName('Zinc Relief');
    await page.getByLabel('Search tablets').fill('');
    await addTablet(page, { name, genericName: 'Zinc sulphate', price: '42.5' });

    // Never published, it comes after the published products: found by its name.
    await searchProductList(page, name);
    const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await expect(row).toContainText('Not yet published · Draft — needs medical approval');
    await expect(row).toContainText('₹42.50');
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('prescription-medicines');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeEditable();

    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const publicPage = await page.request.get(`/products/prescription-medicines/${slug}`);
    expect(publicPage.status()).toBe(404);
    const list = await page.request.get('/products/prescription-medicines');
    expect(await list.text()).not.toContain(name);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tablet added there is a product card marked not yet published, whose name the editor lets change', async ({
    page,
  }) => {
    await openTabletsSignedIn(page);
    const name = uniqueName('Iron Folic');
    await addTablet(page, { name, genericName: 'Ferrous ascorbate + Folic acid', price: '88' });

    await searchProductList(page, name);
    const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Not yet published');
    await card.getByRole('link', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    const nameField = form.getByRole('textbox', { name: 'Name', exact: true });
    await nameField.fill(`${name} Tablets`);
    await expect(nameField).toHaveValue(`${name} Tablets`);
    await expect(form.getByRole('textbox', { name: 'Ingredient 1, substance', exact: true })).toHaveValue(
      'Ferrous ascorbate',
    );
  });
});
