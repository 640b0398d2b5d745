import { expect as baseExpect, type Browser, type Page } from '@playwright/test';
import {
  declarationCookie,
  declarationTexts,
  prescribingInfoPath,
  professionalDeclaration,
  professionalsOnlyNotice,
} from '#contract/prescribing-info.ts';
import { expectNoA11yViolations } from './axe.ts';
import { test } from './test.ts';

// Waits cover a real server; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const leafletSections = [
  '1. Composition',
  '2. Dosage form and strength',
  '3. Indications',
  '4. Dosage and administration',
  '5. Contraindications',
  '6. Warnings and precautions',
  '7. Interactions',
  '8. Use in pregnancy and lactation',
  '9. Undesirable effects',
  '10. Overdose',
  '11. Storage and shelf life',
  '12. Pack',
  '13. Manufactured and marketed by',
  '14. Date of revision of the text',
];

async function expectDeclaration(page: Page, title: string, back: string) {
  await expect(heading(page)).toHaveText(title);
  await expect(main(page)).toContainText(professionalsOnlyNotice);
  await expect(main(page)).toContainText(professionalDeclaration);
  await expect(page.getByRole('button', { name: declarationTexts.yes })).toBeVisible();
  await expect(page.getByRole('link', { name: declarationTexts.no })).toHaveAttribute('href', back);
  await expect(main(page).getByRole('heading', { name: leafletSections[0] })).toHaveCount(0);
}

async function expectLeaflet(page: Page, title: string) {
  await expect(heading(page)).toHaveText(title);
  await expect(main(page)).toContainText(professionalsOnlyNotice);
  for (const section of leafletSections)
    await expect(main(page).getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
}

/** Axe runs on the page as a visitor with script has it: hydrated. */
async function checkA11y(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expectNoA11yViolations(page);
}

const visit = async (browser: Browser, viewport: { width: number; height: number }, script: boolean) => {
  const context = await browser.newContext({ viewport, javaScriptEnabled: script });
  return { context, page: await context.newPage() };
};

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  for (const script of [true, false]) {
    test(`at ${viewport.width} px ${script ? 'with' : 'without'} JavaScript, a professional declares once per visit`, async ({
      browser,
    }) => {
      const first = await visit(browser, viewport, script);
      const { page, context } = first;

      // The public page of a medicine keeps to its label, with one line for professionals.
      await page.goto('/products/prescription-medicines/neurovital');
      await page.getByRole('link', { name: 'Read the prescribing information' }).click();
      await expect(page).toHaveURL(/\/prescribing-info\/neurovital$/);
      await expectDeclaration(
        page,
        'NeuroVital Prescribing Information',
        '/products/prescription-medicines/neurovital',
      );
      if (script) await checkA11y(page);

      await page.getByRole('button', { name: declarationTexts.yes }).click();
      await expect(page).toHaveURL(/\/prescribing-info\/neurovital$/);
      await expectLeaflet(page, 'NeuroVital Prescribing Information');
      await expect(main(page)).toContainText('Pregabalin 75 mg');
      await expect(main(page)).toContainText('Strip of 10 capsules');
      if (script) await checkA11y(page);

      // Kept for the visit only: a session cookie, out of reach of scripts.
      const kept = (await context.cookies()).find((cookie) => cookie.name === declarationCookie.name);
      expect(kept).toMatchObject({
        value: declarationCookie.value,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
        expires: -1,
      });

      // A second prescribing page, and the list, open directly.
      await page.goto('/prescribing-info/allerclear');
      await expectLeaflet(page, 'AllerClear Prescribing Information');
      await page.goto(prescribingInfoPath);
      await expect(heading(page)).toHaveText('Prescribing Information');
      await main(page).getByRole('link', { name: 'MetaboBalance', exact: true }).click();
      await expectLeaflet(page, 'MetaboBalance Prescribing Information');
      await context.close();

      // A new visit asks again; "No" leads back to the public product page.
      const second = await visit(browser, viewport, script);
      await second.page.goto('/prescribing-info/allerclear');
      await expectDeclaration(
        second.page,
        'AllerClear Prescribing Information',
        '/products/otc-products/allerclear',
      );
      await second.page.getByRole('link', { name: declarationTexts.no }).click();
      await expect(second.page).toHaveURL(/\/products\/otc-products\/allerclear$/);
      await expect(heading(second.page)).toHaveText('AllerClear');
      expect(await second.context.cookies()).toEqual([]);
      await second.context.close();
    });
  }
}

test('the declaration page itself passes axe, and leads to the list', async ({ page }) => {
  await page.goto('/prescribing-info/declaration');
  await expectDeclaration(page, 'For Healthcare Professionals', '/products');
  await checkA11y(page);
  await page.getByRole('button', { name: declarationTexts.yes }).click();
  await expect(page).toHaveURL(new RegExp(`${prescribingInfoPath}$`));
  await expect(main(page).getByRole('link', { name: 'NeuroVital', exact: true })).toBeVisible();
  await checkA11y(page);
});

test('a printed leaflet is the leaflet alone, without header, footer or navigation', async ({ page }) => {
  await page.goto('/prescribing-info/declaration');
  await page.getByRole('button', { name: declarationTexts.yes }).click();
  await page.goto('/prescribing-info/respiclear');
  await expectLeaflet(page, 'RespiClear Prescribing Information');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-site-header]')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: 'All prescribing information' })).toBeHidden();
  await expect(page.getByText(professionalsOnlyNotice)).toBeVisible();
  await expect(heading(page)).toBeVisible();
  await expect(main(page).getByRole('heading', { name: '14. Date of revision of the text' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('[data-site-header]')).toBeVisible();
});

test('only medicines link to prescribing information, which no sitemap lists and no search engine indexes', async ({
  page,
  request,
}) => {
  for (const [path, linked] of [
    ['/products/prescription-medicines/cardiohealth-plus', true],
    ['/products/otc-products/eyecare-lubricant', true],
    ['/products/supplements/omega-3-fish-oil', false],
    ['/products/supplements/vitamin-d3-60000-iu-softgel-capsules', false],
    ['/products/medical-devices/insulin-pen', false],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Read the prescribing information' }), path).toHaveCount(
      linked ? 1 : 0,
    );
  }

  const sitemapXml = await (await request.get('/sitemap.xml')).text();
  expect(sitemapXml).not.toContain(prescribingInfoPath);
  await page.goto('/sitemap');
  await expect(main(page).locator(`a[href^="${prescribingInfoPath}"]`)).toHaveCount(0);

  for (const path of [prescribingInfoPath, '/prescribing-info/neurovital', '/prescribing-info/declaration']) {
    const served = await request.get(path);
    expect(served.headers()['x-robots-tag'], path).toBe('noindex');
    expect(await served.text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
  // The build's data file of a leaflet is no way round the declaration.
  expect((await request.get('/prescribing-info/neurovital.data')).status()).toBe(404);
});
