import { expect } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

/**
 * Issue 46: a mistyped address under /te or /hi answers 404 with the not-found page in that
 * language, its header, footer and home link in it too; elsewhere the page stays English.
 */
const cases = [
  {
    path: '/te/products/no-such-list',
    lang: 'te-IN',
    title: /^పేజీ కనబడలేదు \|/,
    heading: 'క్షమించండి, ఈ పేజీ కనబడలేదు',
    lead: 'మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటికి మారింది.',
    home: 'హోమ్ పేజీకి తిరిగి వెళ్లండి',
    homePath: '/te',
  },
  {
    path: '/hi/no-such-page',
    lang: 'hi-IN',
    title: /^पेज नहीं मिला \|/,
    heading: 'माफ़ कीजिए, यह पेज नहीं मिला',
    lead: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'होम पेज पर लौटें',
    homePath: '/hi',
  },
] as const;

test.describe('the not-found page in the language of the address', () => {
  for (const expected of cases) {
    test(`${expected.path} answers 404 in ${expected.lang}, and its home link opens ${expected.homePath}`, async ({
      page,
      request,
    }) => {
      const served = await request.get(expected.path);
      expect(served.status()).toBe(404);
      const html = await served.text();
      expect(html).toContain(`<html lang="${expected.lang}"`);
      expect(html).not.toContain('Oops! Page not found');

      const response = await gotoHydrated(page, expected.path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(expected.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404: ${expected.heading}`);
      await expect(page.getByText(expected.lead)).toBeVisible();
      await expectNoA11yViolations(page);

      await page.getByRole('link', { name: expected.home }).click();
      await expect(page).toHaveURL(expected.homePath);
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
    });
  }

  test('an English address, or one that only starts like a language, gets the English page', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/telugu/no-such-page']) {
      const served = await request.get(path);
      expect(served.status(), path).toBe(404);
      const html = await served.text();
      expect(html, path).toContain('<html lang="en-IN"');
      expect(html, path).toContain('Oops! Page not found');
    }
  });
});
