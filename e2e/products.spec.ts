import { expect, type Page } from '@playwright/test';
import { catalogueEntries, productCategories, showcaseProducts } from '../catalogue/catalogue.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

const entries = catalogueEntries();
const main = (page: Page) => page.getByRole('main');
const breadcrumb = (page: Page) => main(page).getByRole('navigation', { name: 'Breadcrumb' });

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*property="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

const htmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

test.describe('from each list to each product page and back', () => {
  for (const category of productCategories) {
    test(`${category.link}: every item opens its page, and Back returns to the list`, async ({ page }) => {
      await gotoHydrated(page, category.link);
      const listed = entries.filter(
        (entry) => entry.categoryId === category.id && entry.path.startsWith(`${category.link}/`),
      );
      // The list shows its five SPEC items; the showcase supplements are reached from the home page.
      const names = await main(page)
        .getByRole('article')
        .getByRole('heading', { level: 2 })
        .allTextContents();
      for (const name of names) {
        const entry = listed.find((candidate) => candidate.product.name === name);
        expect(entry, name).toBeDefined();
        await main(page).getByRole('heading', { level: 2, name }).getByRole('link').click();
        await expect(page).toHaveURL(entry!.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
        await page.goBack();
        await expect(page).toHaveURL(category.link);
        await expect(main(page).getByRole('heading', { level: 2, name })).toBeVisible();
      }
      expect(names).toHaveLength(5);
    });
  }

  test('each card shows its pack shot and a details link to its page', async ({ page }) => {
    await gotoHydrated(page, '/products/medical-devices');
    const card = main(page).getByRole('article', { name: 'Pulse Oximeter' });
    await expect(card.getByRole('link', { name: 'Details of Pulse Oximeter' })).toHaveAttribute(
      'href',
      '/products/medical-devices/pulse-oximeter',
    );
    const image = card.locator('picture img');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  });
});

test.describe('the home showcase', () => {
  test('each slide links to its product page', async ({ page }) => {
    // Four visits to the home page and four product pages in one test.
    test.slow();
    const showcase = showcaseProducts.map((product) => entries.find((entry) => entry.product === product)!);
    expect(showcase).toHaveLength(4);
    for (const [index, entry] of showcase.entries()) {
      await gotoHydrated(page, '/');
      const region = page.getByRole('region', { name: 'Product showcase', exact: true });
      await region.getByRole('button', { name: `Go to slide ${index + 1}` }).click();
      const slide = region.getByRole('group', { name: `${index + 1} of 4`, exact: true });
      await slide.getByRole('link', { name: `View product details for ${entry.product.name}` }).click();
      await expect(page).toHaveURL(entry.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.product.name);
    }
  });
});

test.describe('a product page', () => {
  const path = '/products/supplements/heartguard-coq10';

  test('shows the facts a pharmacist looks for, with the price in rupees', async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HeartGuard CoQ10');
    const details = main(page).getByRole('region', { name: 'Product details' });
    for (const [term, detail] of [
      ['Composition', 'Coenzyme Q10 (ubidecarenone) 100 mg'],
      ['Strength', '100 mg per softgel'],
      ['Dosage form', 'Softgel capsule'],
      ['Pack size', 'Bottle of 30 softgels'],
      ['Storage', 'Store below 30 °C'],
      ['Shelf life', '24 months'],
      ['Manufacturer', 'Aarogya Life Sciences'],
      ['Prescription', 'Not required'],
    ]) {
      await expect(details.getByRole('term').filter({ hasText: term })).toBeVisible();
      await expect(details).toContainText(detail!);
    }
    await expect(main(page)).toContainText('₹599.00');
    await expect(main(page).getByText('OTC', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Using it safely' })).toContainText(
      'Your doctor or pharmacist',
    );
    const image = main(page).getByRole('img', { name: /^Pack of HeartGuard CoQ10/ });
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
  });

  test('a prescription medicine carries the Schedule H caution and a device its materials', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products/prescription-medicines/cardiohealth-plus');
    await expect(main(page).getByText('Prescription Required', { exact: true }).first()).toBeVisible();
    await expect(main(page)).toContainText(
      'To be sold by retail on the prescription of a Registered Medical Practitioner only',
    );
    await expect(main(page).getByRole('region', { name: 'Product details' })).toContainText(
      'Telmisartan 40 mg',
    );

    await gotoHydrated(page, '/products/medical-devices/glucose-meter');
    const details = main(page).getByRole('region', { name: 'Product details' });
    await expect(details.getByRole('term').filter({ hasText: 'Materials' })).toBeVisible();
    await expect(details.getByRole('term').filter({ hasText: 'Specification' })).toBeVisible();
    await expect(main(page)).not.toContainText('Registered Medical Practitioner');
  });

  test('breadcrumbs lead back up to the category, the products overview and home', async ({ page }) => {
    await gotoHydrated(page, path);
    const trail = breadcrumb(page);
    await expect(trail.getByRole('listitem')).toHaveText([
      'Home /',
      'Products /',
      'Supplements /',
      'HeartGuard CoQ10',
    ]);
    await expect(trail.getByText('HeartGuard CoQ10')).toHaveAttribute('aria-current', 'page');
    await trail.getByRole('link', { name: 'Supplements' }).click();
    await expect(page).toHaveURL('/products/supplements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplements');
    await page.goBack();
    await breadcrumb(page).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL('/products');
    await page.goBack();
    await breadcrumb(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('related products come from the same category and open their own pages', async ({ page }) => {
    await gotoHydrated(page, path);
    const related = main(page).getByRole('region', { name: 'More supplements' });
    const links = related.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(4);
    const supplementPaths = entries
      .filter((entry) => entry.categoryId === 'supplements')
      .map((entry) => entry.path);
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    )) {
      expect(supplementPaths).toContain(href);
      expect(href).not.toBe(path);
    }
    const first = links.first();
    const name = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
  });

  test('"Request a quote" opens the quote form with the product filled in', async ({ page }) => {
    await gotoHydrated(page, '/products/medical-devices/blood-pressure-monitor');
    await main(page).getByRole('link', { name: 'Request a quote for Blood Pressure Monitor' }).click();
    await expect(page).toHaveURL(/\/request-quote\?product=Blood\+Pressure\+Monitor$/);
    await expect(main(page).getByLabel(/product name/i)).toHaveValue('Blood Pressure Monitor');
  });

  test('the list search finds products by active ingredient', async ({ page }) => {
    await gotoHydrated(page, '/products/supplements');
    await main(page).getByRole('searchbox').fill('cholecalciferol');
    await expect
      .poll(() => main(page).getByRole('article').getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['VitaComplete Multivitamin', 'BoneStrength Calcium']);
    await main(page).getByRole('searchbox').fill('Vitamin D3');
    await expect(main(page).getByRole('article')).toHaveCount(2);
  });
});

test('an in-site link to an unpublished product address shows the not-found page', async ({ page }) => {
  await gotoHydrated(page, '/products/supplements');
  // Every public page is its own document: a link is an ordinary page load, answered by the server.
  const response = page.waitForResponse((answer) => answer.url().endsWith('/no-such-product'));
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/products/supplements/no-such-product';
    link.textContent = 'A product that was never published';
    document.querySelector('main')?.append(link);
    link.click();
  });
  expect((await response).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, composition and price from the served HTML', async ({ page }) => {
    await page.goto('/products/otc-products/digestiease');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DigestiEase');
    await expect(main(page)).toContainText('Magnesium hydroxide 250 mg');
    await expect(main(page)).toContainText('₹149.00');
    await expect(main(page).getByRole('img', { name: /^Pack of DigestiEase/ })).toBeVisible();
    await breadcrumb(page).getByRole('link', { name: 'OTC Products' }).click();
    await expect(page).toHaveURL('/products/otc-products');
    await main(page).getByRole('heading', { level: 2, name: 'AllerClear' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AllerClear');
  });
});

test.describe('the served HTML of every product page', () => {
  for (const entry of entries) {
    const { product } = entry;
    test(`${entry.path} holds its name, composition, JSON-LD and images`, async ({ request }) => {
      const served = await request.get(entry.path);
      expect(served.status()).toBe(200);
      const html = await served.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(htmlText(product.name));
      for (const ingredient of product.composition) expect(html).toContain(htmlText(ingredient.substance));
      if (product.materials) expect(html).toContain(htmlText(product.materials));

      const blocks = jsonLdBlocks(html);
      const medicine = entry.categoryId === 'prescription-medicines' || entry.categoryId === 'otc-products';
      const item = blocks.find((block) => block['@type'] === (medicine ? 'Drug' : 'Product'));
      expect(item).toMatchObject({
        '@context': 'https://schema.org',
        name: product.name,
        url: expect.stringMatching(new RegExp(`^https?://[^/]+${entry.path}$`)),
        image: expect.arrayContaining([expect.stringMatching(/^https?:\/\/.+\.jpg$/)]),
        manufacturer: { '@type': 'Organization', name: product.manufacturer },
      });
      expect(item).not.toHaveProperty('offers');
      if (medicine) {
        expect(item).toMatchObject({
          isProprietary: true,
          dosageForm: product.dosageForm,
          prescriptionStatus: product.prescriptionRequired
            ? 'https://schema.org/PrescriptionOnly'
            : 'https://schema.org/OTC',
        });
        expect(item?.activeIngredient).toHaveLength(product.composition.length);
      } else if (product.materials) {
        expect(item).toMatchObject({ material: product.materials });
      } else {
        expect(item?.additionalProperty).toHaveLength(product.composition.length);
      }
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
        { itemListElement: Array<{ position: number; name: string; item: string }> } | undefined;
      expect(trail?.itemListElement.map((crumb) => crumb.name)).toEqual([
        'Home',
        'Products',
        productCategories.find((category) => category.id === entry.categoryId)?.name,
        product.name,
      ]);
      expect(new URL(trail?.itemListElement.at(-1)?.item ?? '').pathname).toBe(entry.path);

      // Every rendition the page offers exists: both widths in both formats, and the social card.
      const offered = new Set<string>();
      for (const match of html.matchAll(/srcSet="([^"]+)"|srcset="([^"]+)"/g)) {
        for (const candidate of (match[1] ?? match[2] ?? '').split(', '))
          offered.add(candidate.split(' ')[0]!);
      }
      // (Related products add theirs.)
      expect([...offered]).toEqual(
        expect.arrayContaining(
          ['320.avif', '320.webp', '640.avif', '640.webp'].map(
            (end) => `/images/packs/${product.slug}-${end}`,
          ),
        ),
      );
      const share = new URL(metaContent(html, 'og:image') ?? '').pathname;
      expect(share).toBe(`/images/packs/${product.slug}-share.jpg`);
      for (const url of [...offered, share]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(/^image\/(avif|webp|jpeg)$/);
      }
    });
  }

  test('sitemap.xml lists every product page', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const entry of entries) expect(xml).toContain(`${entry.path}</loc>`);
  });
});

test.describe('accessibility of product pages', () => {
  const samples = [
    '/products/prescription-medicines/neurovital',
    '/products/otc-products/eyecare-lubricant',
    '/products/supplements/omega-3-fish-oil',
    '/products/supplements/vitamin-d3-60000-iu-oral-nano-shot',
    '/products/medical-devices/insulin-pen',
  ];
  for (const path of samples) {
    test(`${path} passes axe`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoA11yViolations(page);
    });
  }

  test('a product page reflows at 320 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await gotoHydrated(page, '/products/supplements/vitamin-d3-60000-iu-softgel-capsules');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoA11yViolations(page);
  });
});
