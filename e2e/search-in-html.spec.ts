import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

/** A list reloaded or sent with ?q= is filtered in the HTML the server answers (issue #15). */

const main = (page: Page) => page.getByRole('main');
const searchBox = (page: Page) => main(page).getByRole('searchbox');
const productNames = (page: Page) =>
  main(page).getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
/** The research areas' cards (their process steps are list items with headings too). */
const areaNames = (page: Page) => main(page).locator('li[data-search-item]:visible h3').allTextContents();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a catalogue list reloaded with ?q= shows only the matching items and the typed value', async ({
    page,
  }) => {
    await page.goto('/products/otc-products?q=para');
    await expect(searchBox(page)).toHaveValue('para');
    expect(await productNames(page)).toEqual(['PainRelief Extra Strength']);
    await expect(main(page).getByRole('status')).toHaveText('Showing 1 of 5 products');
  });

  test('a search sent with Enter arrives filtered, and one that finds nothing says so', async ({ page }) => {
    await page.goto('/products/medical-devices');
    await searchBox(page).fill('diabetes');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/products/medical-devices?q=diabetes');
    await expect(searchBox(page)).toHaveValue('diabetes');
    expect(await productNames(page)).toEqual(['Glucose Meter', 'Insulin Pen']);

    await page.goto('/products/supplements?q=antibiotic');
    expect(await productNames(page)).toEqual([]);
    await expect(main(page).getByRole('status')).toHaveText('No products found');
  });

  test('the research-area search too', async ({ page }) => {
    await page.goto('/services/clinical-research?q=Diabetes');
    await expect(searchBox(page)).toHaveValue('Diabetes');
    expect(await areaNames(page)).toEqual(['Diabetes and Metabolic Disorders']);
    await expect(main(page).getByRole('status')).toHaveText('Showing 1 of 6 research areas');
  });
});

test('with JavaScript the page continues from the served list, and clearing the search shows all', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await gotoHydrated(page, '/products/otc-products?q=para');
  await expect(searchBox(page)).toHaveValue('para');
  await expect.poll(() => productNames(page)).toEqual(['PainRelief Extra Strength']);
  await expect(main(page).getByRole('status')).toHaveText('Showing 1 of 5 products');

  await searchBox(page).fill('');
  await expect.poll(() => productNames(page)).toHaveLength(5);
  await expect(main(page).getByRole('status')).toHaveText('Showing all 5 products');
  await expect(page).toHaveURL('/products/otc-products');

  await searchBox(page).fill('loratadine');
  await expect.poll(() => productNames(page)).toEqual(['AllerClear']);
  expect(errors).toEqual([]);
});
