import { expect, type Page } from '@playwright/test';
import { pages } from '../app/pages.ts';
import { messagesFor } from '../languages/catalogues.ts';
import { localeDetails, locales, translatedLocales } from '../languages/locales.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoBeforeHydration } from './fixtures.ts';
import { languageCookie, languageOfferCookie } from '../contract/language-choice.ts';
import { test } from './test.ts';

const teluguScript = /[\u0C00-\u0C7F]/;
const hindiScript = /[\u0900-\u097F]/;

/** The `<link rel=alternate hreflang>` of a served page, by language tag. */
function alternatesOf(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)];
  return new Map(links.map((match) => [match[1] ?? '', new URL(match[2] ?? '').pathname]));
}

test.describe('every translated page, without JavaScript', () => {
  for (const locale of translatedLocales) {
    const t = messagesFor(locale);
    for (const entry of pages.filter((candidate) => candidate.locale === locale)) {
      test(`${entry.path} is served in ${localeDetails[locale].ownName}, with its alternates`, async ({
        request,
      }) => {
        const served = await request.get(entry.path);
        expect(served.status()).toBe(200);
        const html = await served.text();
        expect(html).toContain(`<html lang="${localeDetails[locale].tag}"`);
        expect(html).toMatch(new RegExp(`<title>${entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        // The skip link, the footer's newsletter and the page's own heading, in the language.
        expect(html).toContain(t['layout.skipToContent']);
        expect(html).toContain(t['newsletter.heading']);
        expect(html).not.toContain('Skip to main content');
        const alternates = alternatesOf(html);
        expect([...alternates.keys()].sort()).toEqual(['en-IN', 'hi-IN', 'te-IN', 'x-default']);
        expect(alternates.get(localeDetails[locale].tag)).toBe(entry.path);
        for (const path of new Set(alternates.values()))
          expect((await request.get(path)).status(), path).toBe(200);
      });
    }
  }

  test('the cookie policy describes the language cookie', async ({ page }) => {
    await page.goto('/cookies');
    const row = page.getByRole('row', { name: new RegExp(languageCookie.name) });
    await expect(row).toContainText('Remembers the language you chose');
    await expect(row).toContainText(languageCookie.lifetime);
    await expect(page.getByRole('row', { name: new RegExp(languageOfferCookie.name) })).toContainText(
      'so that the offer is not repeated',
    );
  });

  test('the sitemap names each language version of a page beside it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(/<loc>[^<]*\/te\/products\/supplements<\/loc>/);
    expect(xml).toMatch(/hreflang="hi-IN" href="[^"]*\/hi\/products\/supplements"/);
    // A page search engines are not to index (a placeholder) is in no language's entry.
    expect(xml).not.toContain('/leadership');
  });
});

/** The menu button's name in each language. */
const menuNames = new RegExp(`^(${locales.map((locale) => messagesFor(locale)['layout.menu']).join('|')})$`);

async function chooseLanguage(page: Page, name: string) {
  const menuButton = page.getByRole('button', { name: menuNames });
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('navigation', { name: /Language|భాష|भाषा/ })
    .filter({ visible: true })
    .getByRole('link', { name })
    .click();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`the language switcher at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('keeps the page, and the chosen language opens the next visit', async ({ page }) => {
      await page.goto('/products/supplements');
      await chooseLanguage(page, 'తెలుగు');
      await expect(page).toHaveURL(/\/te\/products\/supplements$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(teluguScript);

      // The choice is remembered: the English address of a translated page opens it in Telugu.
      await page.goto('/products/medical-devices');
      await expect(page).toHaveURL(/\/te\/products\/medical-devices$/);
      // A page only in English (prescribing information, for professionals) stays English.
      await page.goto('/prescribing-info/declaration');
      await expect(page).toHaveURL(/\/prescribing-info\/declaration$/);

      await page.goto('/te/products/medical-devices');
      await chooseLanguage(page, 'English');
      await expect(page).toHaveURL(/\/products\/medical-devices$/);
      await page.goto('/products/supplements');
      await expect(page).toHaveURL(/\/products\/supplements$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    });

    test('works before the page has any script', async ({ page }) => {
      await gotoBeforeHydration(page, '/products');
      await chooseLanguage(page, 'हिन्दी');
      await expect(page).toHaveURL(/\/hi\/products$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiScript);
    });

    test('a Telugu and a Hindi page have nothing for axe', async ({ page }) => {
      await page.goto('/te/products/prescription-medicines/cardiohealth-plus');
      await expectNoA11yViolations(page);
      await page.goto('/hi/products/otc-products');
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('a browser whose first language is Telugu', () => {
  test.use({ locale: 'te-IN' });

  test('is offered the Telugu page once, and never switched to it', async ({ page }) => {
    await page.goto('/products/otc-products');
    await expect(page).toHaveURL(/\/products\/otc-products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const offer = page.getByRole('link', { name: 'ఈ పేజీ తెలుగులో' });
    await expect(offer).toBeVisible();
    await expectNoA11yViolations(page);
    // Once only.
    await page.goto('/products/supplements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Supplements');
    await expect(page.getByRole('link', { name: 'ఈ పేజీ తెలుగులో' })).toHaveCount(0);
  });

  test('following the offer opens the page in Telugu and remembers it', async ({ page }) => {
    await page.goto('/products/medical-devices');
    await page.getByRole('link', { name: 'ఈ పేజీ తెలుగులో' }).click();
    await expect(page).toHaveURL(/\/te\/products\/medical-devices$/);
    await page.goto('/products');
    await expect(page).toHaveURL(/\/te\/products$/);
  });
});

test.describe('a Telugu page', () => {
  test('shows its product in Telugu, with the generic names in English letters and the price in rupees', async ({
    page,
  }) => {
    await page.goto('/te/products/prescription-medicines/cardiohealth-plus');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('CardioHealth Plus');
    await expect(main).toContainText('(Telmisartan)');
    await expect(main).toContainText('₹299.00');
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(teluguScript);
  });

  test('finds products by their English name, their generic name and their category in Telugu', async ({
    page,
  }) => {
    await page.goto('/te/products/prescription-medicines');
    const search = page.getByRole('searchbox');
    const cards = page.getByRole('main').getByRole('article');
    await search.fill('NeuroVital');
    await expect(cards).toHaveCount(1);
    await search.fill('telmisartan');
    await expect(cards.first()).toContainText('CardioHealth Plus');
    const category = messagesFor('te')['product.rx-cardiohealth-plus.category'] ?? '';
    await search.fill(category);
    await expect(cards.first()).toContainText('CardioHealth Plus');
    await search.fill('Cardiovascular');
    await expect(cards.first()).toContainText('CardioHealth Plus');
  });

  test('fits a 320 px screen with its longer words', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of [
      '/te/products',
      '/te/products/medical-devices/blood-pressure-monitor',
      '/hi/products/supplements',
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
