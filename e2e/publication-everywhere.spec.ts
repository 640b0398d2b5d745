import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { formatRupees } from '#app/lib/money.ts';
import type { Locale } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { declarationTexts } from '#contract/prescribing-info.ts';
import { leafletLabels } from '#app/features/product-editor/product-editor-values.ts';
import { gotoBeforeHydration, gotoHydrated, signInAsNewStaffMember, uniqueName } from './fixtures.ts';
import { test } from './own-server.ts';

/*
 * A publication reaches every place a product shows (issue 50): its page, its list, the list's
 * search, the chat's quoted price, the quote form and the sitemap, in every language, without a
 * rebuild. These tests change the chat's featured product and a list's length, which other specs
 * read: they run against a server of their own (e2e/own-server.ts).
 */

// A real server, the staff gate and a publication; on a busy machine these take longer.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1366, height: 900 } });

const locales = ['en', 'te', 'hi'] as const;
const inLocale = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);
const start = new Date('2026-03-02T10:00:00+05:30');

/** A question about price the chat of each language knows, as a visitor types it. */
const priceQuestions: Record<Locale, string> = { en: 'price', te: 'ధర ఎంత', hi: 'dawai ki keemat' };

/** Opens the chat on a home page right after it paints and asks about prices; answers the reply. */
async function chatAnswerToPrice(browser: Browser, baseURL: string, locale: Locale) {
  const texts = messagesFor(locale);
  const page = await (await browser.newContext({ baseURL })).newPage();
  // Tapped right after paint as ever; the slow phone's CPU belongs to the tests of hydration itself.
  const { releaseScripts } = await gotoBeforeHydration(page, inLocale(locale, '/'), { cpuRate: 1 });
  await page.clock.install({ time: start });
  await page.getByRole('button', { name: texts['chat.openChat'] }).click();
  releaseScripts();
  const dialog = page.getByRole('dialog', { name: texts['chat.title'] });
  await expect(dialog).toBeVisible();
  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
  const field = dialog.getByRole('textbox', { name: texts['chat.yourMessage'] });
  await field.fill(priceQuestions[locale]);
  await field.press('Enter');
  const messages = dialog.getByRole('region', { name: texts['chat.conversation'] }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await page.clock.runFor(800);
  await expect(messages).toHaveCount(3);
  return { page, reply: messages.nth(2) };
}

/** A visitor's browser of its own, with no staff session. */
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  return (await browser.newContext({ baseURL })).newPage();
}

test('a price published in the editor is on the product’s page, its list, the list’s search and the chat, in English, Telugu and Hindi', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const product = { slug: 'cardiohealth-plus', name: 'CardioHealth Plus' };
  const productPath = `/products/prescription-medicines/${product.slug}`;
  const listPath = '/products/prescription-medicines';
  const price = 300 + Math.floor(Math.random() * 200) + 0.75;

  await signInAsNewStaffMember(page, request, 'Kiran Rao', ['catalogue']);
  await gotoHydrated(page, '/admin/products');
  await page.getByRole('link', { name: `Edit ${product.name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${product.name}` });
  await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill(String(price));
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The draft is saved: its review is below.')).toBeVisible();
  const review = page.getByRole('region', { name: 'Review and publish' });
  // A price is no medical text: it needs no second person.
  await expect(review).toContainText('Not needed.');
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: version \d+ of CardioHealth Plus is live/)).toBeFocused();

  const visitor = await visitorPage(browser, baseURL!);
  for (const locale of locales) {
    const shown = formatRupees(price, locale);
    await visitor.goto(inLocale(locale, productPath));
    await expect(visitor.getByRole('main'), `${locale} page`).toContainText(shown);

    await visitor.goto(inLocale(locale, listPath));
    const card = visitor.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
    await expect(card, `${locale} list`).toContainText(shown);
  }
  // The list's search, as a visitor without script gets it from the server: by name and by ingredient.
  for (const query of ['cardiohealth', 'TELMISARTAN']) {
    await visitor.goto(`${listPath}?q=${query}`);
    const found = visitor.getByRole('main').getByRole('listitem').filter({ hasText: product.name });
    await expect(found, query).toContainText(formatRupees(price, 'en'));
  }

  for (const locale of locales) {
    const { page: chatPage, reply } = await chatAnswerToPrice(browser, baseURL!, locale);
    await expect(reply, `${locale} chat`).toContainText(product.name);
    await expect(reply, `${locale} chat`).toContainText(formatRupees(price, locale));
    await chatPage.context().close();
  }
});

test('a tablet added on /tablets and published by the catalogue team, with a medical approval, joins its list, the search, the quote form and the sitemap, and its prescribing information once written and approved', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const name = uniqueName('Dolo Relief');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const listPath = '/products/otc-products';
  const productPath = `${listPath}/${slug}`;

  await signInAsNewStaffMember(page, request, 'Kiran Rao', ['catalogue']);
  const added = await page.request.post('/api/tablets', {
    data: { name, genericName: 'Paracetamol', price: 30.5 },
  });
  expect(added.status()).toBe(201);
  const visitor = await visitorPage(browser, baseURL!);
  expect((await visitor.request.get(productPath)).status()).toBe(404);

  // Completed from an OTC pain tablet's texts, with their Telugu and Hindi, and filed under OTC.
  const model = (await (await page.request.get('/api/products/painrelief-extra-strength')).json()) as {
    product: { record: Record<string, unknown>; translations: object };
  };
  const {
    id: _id,
    slug: _slug,
    pack: _pack,
    icon: _icon,
    colour: _colour,
    leaflet,
    ...record
  } = model.product.record as Record<string, unknown> & { leaflet: Record<string, string | string[]> };
  const saved = await page.request.put(`/api/products/${slug}/draft`, {
    data: {
      baseVersion: 0,
      categoryId: 'otc-products',
      record: { ...record, name, price: 30.5 },
      translations: model.product.translations,
    },
  });
  expect(saved.status()).toBe(200);

  // It starts as a prescription medicine: leaving that needs a second person with the medical role.
  const doctor = await (await browser.newContext({ baseURL })).newPage();
  await signInAsNewStaffMember(doctor, request, 'Dr. Anjali Mehta', ['medical']);
  expect((await doctor.request.post(`/api/products/${slug}/draft/approval`)).status()).toBe(200);
  await gotoHydrated(page, '/admin/products');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const review = page.getByRole('region', { name: 'Review and publish' });
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(new RegExp(`^Published: version 1 of ${name} is live`))).toBeFocused();

  for (const locale of locales) {
    await visitor.goto(inLocale(locale, productPath));
    await expect(visitor.getByRole('heading', { level: 1 }), `${locale} page`).toContainText(name);
    await expect(visitor.getByRole('main')).toContainText(formatRupees(30.5, locale));
    // Its leaflet is not written yet: a professional is sent to the medical information team instead.
    await expect(visitor.locator(`a[href="/prescribing-info/${slug}"]`)).toHaveCount(0);
    await expect(
      visitor.getByRole('main').locator(`a[href="${inLocale(locale, '/medical-info')}"]`),
    ).toBeVisible();
    await visitor.goto(inLocale(locale, listPath));
    await expect(visitor.getByRole('main'), `${locale} list`).toContainText(name);
  }
  await visitor.goto(`${listPath}?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole('main').getByRole('listitem').filter({ hasText: name })).toHaveCount(1);

  // The quote form offers it by name.
  const quote = await (await visitor.request.get('/request-quote')).text();
  expect(quote).toContain(name);

  // The sitemap lists its page in every language.
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  for (const locale of locales) expect(sitemap).toContain(`${inLocale(locale, productPath)}</loc>`);

  // The catalogue team writes its prescribing information in the editor; a doctor approves it.
  const leafletPath = `/prescribing-info/${slug}`;
  await gotoHydrated(page, `/admin/products?product=${slug}`);
  const form = page.getByRole('form', { name: `Edit ${name}` });
  const section = form.getByRole('region', { name: 'Prescribing information' });
  for (const [part, label] of Object.entries(leafletLabels)) {
    const written = leaflet[part]!;
    await section
      .getByRole('textbox', { name: new RegExp(`^${label}`) })
      .fill(Array.isArray(written) ? written.join('\n') : written);
  }
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The draft is saved: its review is below.')).toBeVisible();
  await gotoHydrated(doctor, `/admin/products?product=${slug}`);
  await doctor.getByRole('button', { name: 'Approve medical text' }).click();
  await expect(doctor.getByText(/^Approved by you/)).toBeVisible();
  await gotoHydrated(page, `/admin/products?product=${slug}`);
  await page
    .getByRole('region', { name: 'Review and publish' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText(new RegExp(`^Published: version 2 of ${name} is live`))).toBeFocused();

  await visitor.goto(productPath);
  await visitor.locator(`main a[href="${leafletPath}"]`).click();
  await visitor.getByRole('button', { name: declarationTexts.yes }).click();
  await expect(visitor).toHaveURL(new RegExp(`${leafletPath}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name} Prescribing Information`);
  await expect(visitor.getByRole('main')).toContainText((leaflet.indications as string[])[0]!);
});

test('a medicine renamed in the editor keeps its address, and its new name is on its page, its list, the sitemap page and its prescribing information', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const product = { slug: 'allerclear', name: 'AllerClear' };
  const productPath = `/products/otc-products/${product.slug}`;
  const name = uniqueName('AllerClear Day');

  await signInAsNewStaffMember(page, request, 'Kiran Rao', ['catalogue']);
  await gotoHydrated(page, `/admin/products?product=${product.slug}`);
  const form = page.getByRole('form', { name: `Edit ${product.name}` });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('The draft is saved: its review is below.')).toBeVisible();
  const review = page.getByRole('region', { name: 'Review and publish' });
  // An over-the-counter medicine: its name needs no second person.
  await expect(review).toContainText('Not needed.');
  await review.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(new RegExp(`^Published: version \\d+ of ${name} is live`))).toBeFocused();

  const visitor = await visitorPage(browser, baseURL!);
  for (const locale of locales) {
    await visitor.goto(inLocale(locale, productPath));
    await expect(visitor.getByRole('heading', { level: 1 }), `${locale} page`).toHaveText(name);
    await expect(visitor).toHaveTitle(new RegExp(`^${name}`));
    await visitor.goto(inLocale(locale, '/products/otc-products'));
    await expect(visitor.getByRole('main'), `${locale} list`).toContainText(name);
    await visitor.goto(inLocale(locale, '/sitemap'));
    await expect(visitor.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      inLocale(locale, productPath),
    );
  }
  // A professional declares, and reads the leaflet under the new name.
  await visitor.goto(`/prescribing-info/${product.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name} Prescribing Information`);
  await visitor.getByRole('button', { name: declarationTexts.yes }).click();
  await expect(visitor).toHaveURL(new RegExp(`/prescribing-info/${product.slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${name} Prescribing Information`);
});
