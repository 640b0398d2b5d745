import { expect, type Page } from '@playwright/test';
import { messagesFor } from '../languages/catalogues.ts';
import { pageFor } from '../app/pages.ts';
import {
  advanceUntilHydrated,
  freezeTime,
  gotoBeforeHydration,
  holdRequests,
  likeAPerson,
  toast,
  untilHydrated,
} from './fixtures.ts';
import { test } from './test.ts';

/** The home and contact pages in Telugu and Hindi (issue 30): their islands, the message form, its confirmation. */
const te = messagesFor('te');
const hi = messagesFor('hi');
const teluguScript = /[\u0C00-\u0C7F]/;

const contactForm = (page: Page, texts: typeof te) =>
  page.getByRole('form', { name: texts['company.contactForm.title'] });

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Telugu carousel pressed before hydration moves, and keeps its Telugu words once hydrated', async ({
    page,
  }) => {
    const { releaseScripts } = await gotoBeforeHydration(page, '/te');
    await freezeTime(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    const hero = page.getByRole('region', { name: te['home.hero.carouselLabel'], exact: true });
    await hero.getByRole('button', { name: te['carousel.previous'] }).click();
    releaseScripts();
    await advanceUntilHydrated(page);
    await expect(hero.getByText(te['home.hero.slides.2.title'] ?? '')).toBeVisible();
    await expect(hero.getByRole('button', { name: te['carousel.pause'] })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toHaveCount(0);
    const showcase = page.getByRole('region', { name: te['home.showcase.label'], exact: true });
    await expect(showcase.getByText(te['home.showcase.swipeHint'] ?? '')).toBeVisible();
    // The showcase leads to the products' Telugu pages.
    await expect(showcase.getByRole('link').first()).toHaveAttribute('href', /^\/te\/products\//);
  });

  test('the message form refuses in Telugu without JavaScript and confirms on the Telugu page', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/te/contact');
    const form = contactForm(page, te);
    await form.getByLabel(te['field.contact.name'] ?? '').fill('లక్ష్మి రావు');
    await form.getByLabel(te['field.contact.email'] ?? '').fill('lakshmi@example');
    await form.getByLabel(te['field.contact.subject'] ?? '').fill('బల్క్ ఆర్డర్');
    await form.getByLabel(te['field.contact.message'] ?? '').fill('దయచేసి 200 స్ట్రిప్‌లకు కొటేషన్ పంపండి.');
    await form.getByLabel(te['company.contactForm.termsLabel'] ?? '').check();
    await form.getByRole('button', { name: te['company.contactForm.send'] }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('alert')).toHaveText(te['lead.emailInvalid'] ?? '');
    // The page's own form: the footer's newsletter has an email field too.
    const refused = page.getByRole('main');
    await refused.getByLabel(te['field.contact.email'] ?? '').fill('lakshmi@example.in');
    await refused.getByRole('button', { name: te['refusal.sendAgain'] }).click();

    await expect(page).toHaveURL(/\/te\/contact\/received\?ref=C-/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(pageFor('/te/contact/received').title);
    await expect(main).toContainText(te['company.contactForm.sentDescription'] ?? '');
    await context.close();
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the Hindi home page’s message form says what is missing in Hindi, then thanks in Hindi', async ({
    page,
  }) => {
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageFor('/hi').title);
    const form = contactForm(page, hi);
    const send = form.getByRole('button', { name: hi['company.contactForm.send'] });
    const name = form.getByLabel(hi['field.contact.name'] ?? '');
    // Right after paint the browser's own check may answer (its words are the browser's, not the
    // page's); once the script runs, the form says in Hindi what is missing.
    await send.click();
    await expect(name).toBeFocused();
    await untilHydrated(page);
    await send.click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(hi['lead.nameRequired'] ?? '');

    await likeAPerson(page);
    await name.fill('राम प्रसाद');
    await form.getByLabel(hi['field.contact.email'] ?? '').fill('ram@example.in');
    await form.getByLabel(hi['field.contact.subject'] ?? '').fill('थोक ऑर्डर');
    await form.getByLabel(hi['field.contact.message'] ?? '').fill('कृपया 200 स्ट्रिप का कोटेशन भेजें।');
    await form.getByLabel(hi['company.contactForm.termsLabel'] ?? '').check();
    const release = await holdRequests(page, '/api/contact-messages');
    await send.click();
    await expect(form.getByRole('button', { name: hi['company.contactForm.sending'] })).toBeDisabled();
    release();
    await expect(toast(page, hi['company.contactForm.sentTitle'] ?? '')).toBeVisible();
    await expect(toast(page, hi['company.contactForm.sentTitle'] ?? '')).toContainText(/C-\d{4}-[0-9A-Z]{8}/);
    await expect(
      page.getByRole('region', { name: new RegExp(`^${hi['toaster.notifications']}`) }),
    ).toBeAttached();
  });

  test('the Telugu contact page names its cards, hours and map in Telugu', async ({ page }) => {
    await page.goto('/te/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: te['company.contactCards.businessHours'] })).toBeVisible();
    await expect(main).toContainText(te['company.contactCards.officeDays.0.days'] ?? '');
    await expect(main.getByRole('img', { name: te['company.contactPage.mapAlt'] })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(teluguScript);
  });
});

test.describe('the faces a page is set in', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const expected = {
    '/': { files: [/^inter-latin-wght-normal-/], families: ['Inter Variable'] },
    '/te': {
      files: [/^noto-sans-telugu-subset-/, /^noto-sans-latin-subset-/],
      families: ['Noto Sans Telugu Variable', 'Noto Sans Variable'],
    },
    '/hi': {
      files: [/^noto-sans-devanagari-subset-/, /^noto-sans-latin-subset-/],
      families: ['Noto Sans Devanagari Variable', 'Noto Sans Variable'],
    },
  };

  for (const [pathname, { files, families }] of Object.entries(expected)) {
    test(`${pathname} fetches its own faces alone, and draws its Latin letters too with them`, async ({
      page,
    }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font')
          fetched.push(new URL(request.url()).pathname.split('/').pop()!);
      });
      await page.goto(pathname);
      // The brand is in Latin letters on every page.
      await expect(page.getByRole('banner')).toContainText('Aarogya');
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
      });
      expect([...new Set(loaded)].filter((family) => !family.endsWith('Fallback')).sort()).toEqual(
        families.sort(),
      );
      expect(fetched).toHaveLength(files.length);
      for (const file of files) expect(fetched).toContainEqual(expect.stringMatching(file));
    });
  }
});
