import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

interface ExpectedItem {
  name: string;
  category: string;
  price: string;
  badge: 'Prescription Required' | 'OTC';
}

const rx = 'Prescription Required';

/** SPEC §3's catalogue table, written out by hand so the page is checked against the spec, not the data. */
const lists: Record<string, ExpectedItem[]> = {
  '/products/prescription-medicines': [
    { name: 'CardioHealth Plus', category: 'Cardiovascular', price: '₹299.00', badge: rx },
    { name: 'NeuroVital', category: 'Neurological', price: '₹349.00', badge: rx },
    { name: 'MetaboBalance', category: 'Metabolic Health', price: '₹279.00', badge: rx },
    { name: 'RespiClear', category: 'Respiratory', price: '₹329.00', badge: rx },
    { name: 'ImmunoBoost', category: 'Immune Support', price: '₹199.00', badge: rx },
  ],
  '/products/otc-products': [
    { name: 'PainRelief Extra Strength', category: 'Pain Management', price: '₹89.00', badge: 'OTC' },
    { name: 'AllerClear', category: 'Allergy Relief', price: '₹129.00', badge: 'OTC' },
    { name: 'EyeCare Lubricant', category: 'Eye Care', price: '₹199.00', badge: 'OTC' },
    { name: 'DigestiEase', category: 'Digestive Health', price: '₹149.00', badge: 'OTC' },
    { name: 'EnergyBoost B12', category: 'Vitamins & Supplements', price: '₹249.00', badge: 'OTC' },
  ],
  '/products/supplements': [
    { name: 'VitaComplete Multivitamin', category: 'Multivitamins', price: '₹399.00', badge: 'OTC' },
    { name: 'Omega-3 Fish Oil', category: 'Omega Fatty Acids', price: '₹449.00', badge: 'OTC' },
    { name: 'BoneStrength Calcium', category: 'Bone Health', price: '₹299.00', badge: 'OTC' },
    { name: 'HeartGuard CoQ10', category: 'Heart Health', price: '₹599.00', badge: 'OTC' },
    { name: 'ProteinPlus Whey', category: 'Sports Nutrition', price: '₹699.00', badge: 'OTC' },
  ],
  '/products/medical-devices': [
    { name: 'Digital Thermometer', category: 'Temperature Monitoring', price: '₹299.00', badge: 'OTC' },
    { name: 'Blood Pressure Monitor', category: 'Cardiovascular', price: '₹1,299.00', badge: 'OTC' },
    { name: 'Pulse Oximeter', category: 'Respiratory', price: '₹799.00', badge: 'OTC' },
    { name: 'Glucose Meter', category: 'Diabetes Care', price: '₹899.00', badge: 'OTC' },
    { name: 'Insulin Pen', category: 'Diabetes Care', price: '₹499.00', badge: rx },
  ],
};

const caution = 'To be sold by retail on the prescription of a Registered Medical Practitioner only';

const main = (page: Page) => page.getByRole('main');
const items = (page: Page) => main(page).getByRole('article');
const item = (page: Page, name: string) => main(page).getByRole('article', { name });
const searchBox = (page: Page) => main(page).getByRole('searchbox');
const itemNames = (page: Page) => items(page).getByRole('heading', { level: 2 }).allTextContents();

for (const [path, expected] of Object.entries(lists)) {
  test(`${path} lists its five items with category, price and badge`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(items(page)).toHaveCount(5);
    expect(await itemNames(page)).toEqual(expected.map((entry) => entry.name));
    for (const entry of expected) {
      const card = item(page, entry.name);
      await expect(card).toContainText(entry.category);
      await expect(card).toContainText(entry.price);
      await expect(card.getByText(entry.badge, { exact: true })).toBeVisible();
      const otherBadge = entry.badge === rx ? 'OTC' : rx;
      await expect(card.getByText(otherBadge, { exact: true })).toHaveCount(0);
      await expect(card.getByText('Manufacturer')).toBeVisible();
      if (entry.badge === rx) await expect(card).toContainText(caution);
      else await expect(card).not.toContainText(caution);
      await expect(card.getByRole('link', { name: `Request a quote for ${entry.name}` })).toHaveAttribute(
        'href',
        `/request-quote?product=${encodeURIComponent(entry.name).replaceAll('%20', '+')}`,
      );
    }
    await expect(main(page).getByRole('status')).toHaveText('Showing all 5 products');
    await expectNoA11yViolations(page);
  });
}

test('the static HTML of a list already holds all five items', async ({ request }) => {
  const html = await (await request.get('/products/medical-devices')).text();
  for (const entry of lists['/products/medical-devices']!) expect(html).toContain(entry.name);
  expect(html).toContain('₹1,299.00');
});

test('search filters live by name, ignoring case', async ({ page }) => {
  await gotoHydrated(page, '/products/medical-devices');
  await expect(searchBox(page)).toHaveAccessibleName(/search medical devices/i);
  await searchBox(page).pressSequentially('METER');
  await expect
    .poll(() => itemNames(page))
    .toEqual(['Digital Thermometer', 'Pulse Oximeter', 'Glucose Meter']);
  await expect(main(page).getByRole('status')).toHaveText('Showing 3 of 5 products');
  await searchBox(page).fill('insulin');
  await expect.poll(() => itemNames(page)).toEqual(['Insulin Pen']);
});

test('search filters by category', async ({ page }) => {
  await gotoHydrated(page, '/products/otc-products');
  await searchBox(page).fill('eye care');
  await expect.poll(() => itemNames(page)).toEqual(['EyeCare Lubricant']);
  await searchBox(page).fill('Vitamins');
  await expect.poll(() => itemNames(page)).toEqual(['EnergyBoost B12']);
  await gotoHydrated(page, '/products/medical-devices');
  await searchBox(page).fill('DIABETES');
  await expect.poll(() => itemNames(page)).toEqual(['Glucose Meter', 'Insulin Pen']);
});

test('no match shows a message, and clearing the search brings every item back', async ({ page }) => {
  await gotoHydrated(page, '/products/supplements');
  await searchBox(page).fill('antibiotic');
  await expect(items(page)).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: 'No products match “antibiotic”' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText('No products found');
  await expectNoA11yViolations(page);

  await main(page).getByRole('button', { name: 'Clear search' }).click();
  await expect(items(page)).toHaveCount(5);
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(page).toHaveURL('/products/supplements');
});

test('the query is kept in the address and survives a reload', async ({ page }) => {
  await gotoHydrated(page, '/products/prescription-medicines');
  await searchBox(page).fill('neuro');
  await expect(page).toHaveURL('/products/prescription-medicines?q=neuro');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(searchBox(page)).toHaveValue('neuro');
  await expect.poll(() => itemNames(page)).toEqual(['NeuroVital']);
});

test('a shared link with ?q= opens the filtered list', async ({ page }) => {
  await gotoHydrated(page, '/products/medical-devices?q=Cardio');
  await expect(searchBox(page)).toHaveValue('Cardio');
  await expect.poll(() => itemNames(page)).toEqual(['Blood Pressure Monitor']);
});

test('a list search does not carry over to another list', async ({ page }) => {
  await gotoHydrated(page, '/products/otc-products?q=pain');
  await expect.poll(() => itemNames(page)).toEqual(['PainRelief Extra Strength']);
  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await main(page).getByRole('link', { name: 'Browse Supplements' }).click();
  await expect(page).toHaveURL('/products/supplements');
  await expect(searchBox(page)).toHaveValue('');
  await expect(items(page)).toHaveCount(5);
});

test('"Request a quote" opens the quote form with the product filled in', async ({ page }) => {
  await gotoHydrated(page, '/products/medical-devices');
  await main(page).getByRole('link', { name: 'Request a quote for Blood Pressure Monitor' }).click();
  await expect(page).toHaveURL(/\/request-quote\?product=Blood\+Pressure\+Monitor$/);
  await expect(main(page).getByLabel(/product name/i)).toHaveValue('Blood Pressure Monitor');
});

test('/products shows the four category cards and the quality banner', async ({ page }) => {
  await gotoHydrated(page, '/products');
  const cards = main(page).getByRole('article');
  await expect(cards).toHaveCount(4);
  const links = {
    'Prescription Medicines': '/products/prescription-medicines',
    'OTC Products': '/products/otc-products',
    Supplements: '/products/supplements',
    'Medical Devices': '/products/medical-devices',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(main(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(main(page).getByRole('link', { name: `Browse ${name}` })).toHaveAttribute('href', href);
  }
  for (const point of ['Doctor Approved', 'Natural Ingredients', 'Quality Assured']) {
    await expect(main(page).getByRole('heading', { level: 3, name: point })).toBeVisible();
  }
  await expectNoA11yViolations(page);

  await main(page).getByRole('link', { name: 'Browse Medical Devices' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Devices');
});
