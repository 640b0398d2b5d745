import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { formatRupees } from '#app/lib/money.ts';
import { productMessages } from '#contract/products.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated, signInAsNewStaffMember } from './fixtures.ts';
import { test } from './test.ts';

// Waits cover a real server, the staff gate and a publication; on a busy machine these take longer.
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * Each test changes a product of its own that no other spec reads the changed fields of, so the
 * specs running beside these, and these beside each other, never see a change they do not expect.
 */
const supplement = { slug: 'coq10-antioxidant-tablets', name: 'CoQ10 Antioxidant Tablets' };
const prescription = { slug: 'immunoboost', name: 'ImmunoBoost' };
const storageProduct = { slug: 'neuronourish-softgel-capsules', name: 'NeuroNourish Softgel Capsules' };
const restoredProduct = {
  slug: 'vitamin-d3-60000-iu-oral-nano-shot',
  name: 'Vitamin D3 60,000 IU Oral Nano Shot',
};

const publicPath = (slug: string) => `/products/supplements/${slug}`;

/** A price no earlier try of the test has published: rupees and paise. */
const freshPrice = () => 500 + Math.floor(Math.random() * 400) + 0.5;

/** Opens the product's editor from the list, as a member of staff does. */
async function openEditor(page: Page, product: { name: string }) {
  await gotoHydrated(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: `Edit ${product.name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${product.name}` });
  await expect(form).toBeVisible();
  return form;
}

const reviewPanel = (page: Page) => page.getByRole('region', { name: 'Review and publish' });

/** Saves the form and waits for the server's answer. */
async function saveDraft(page: Page) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save draft' }) });
  await form.getByRole('button', { name: 'Save draft' }).click();
  const saved = form.getByText('The draft is saved: its review is below.');
  // A refusal fails the test with the server's words, not with a wait for words that never come.
  const refusal = form.getByRole('alert').filter({ hasText: /\S/ });
  await expect(saved.or(refusal)).toBeVisible();
  await expect(refusal, 'the save is refused').toHaveCount(0);
  await expect(saved).toBeVisible();
}

/** The product's live version as the API answers it. */
async function liveProduct(request: APIRequestContext, slug: string) {
  const read = await request.get(`/api/products/${slug}`);
  expect(read.status()).toBe(200);
  const { product } = (await read.json()) as {
    product: { version: number; record: Record<string, unknown>; translations: object };
  };
  return product;
}

/** A live record's fields a draft may change: not its id, address or pack shot. */
const editable = ({
  id: _id,
  slug: _slug,
  pack: _pack,
  icon: _icon,
  colour: _colour,
  ...record
}: Record<string, unknown>) => record;

/**
 * Saves a draft the same as the live version through the API, so the form opens on what is live
 * whatever an earlier try of the test left; answers the live English of `field`.
 */
async function draftAsLive(request: APIRequestContext, slug: string, field: string): Promise<string> {
  const { version, record, translations } = await liveProduct(request, slug);
  const saved = await request.put(`/api/products/${slug}/draft`, {
    data: { baseVersion: version, record: editable(record), translations },
  });
  expect(saved.status()).toBe(200);
  return String(record[field]);
}

/** Changes a product's price and publishes it through the API; answers the version now live. */
async function publishPrice(request: APIRequestContext, slug: string, price: number): Promise<number> {
  const { version, record, translations } = await liveProduct(request, slug);
  const saved = await request.put(`/api/products/${slug}/draft`, {
    data: { baseVersion: version, record: { ...editable(record), price }, translations },
  });
  expect(saved.status()).toBe(200);
  const published = await request.post(`/api/products/${slug}/draft/publication`);
  expect(published.status()).toBe(200);
  return ((await published.json()) as { product: { version: number } }).product.version;
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a catalogue member changes a supplement’s price and description, publishes them, and its page shows the new price in English, Telugu and Hindi', async ({
    page,
    request,
    browser,
  }) => {
    await signInAsNewStaffMember(page, request, 'Kiran Rao', ['catalogue']);
    const price = freshPrice();
    const description = `A daily Q10 antioxidant tablet for heart health and cellular energy, in strips of ten (${Date.now().toString(36)}).`;

    const form = await openEditor(page, supplement);
    await expectNoA11yViolations(page);
    await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill(String(price));
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
    await expect(form.getByText('Changes not saved yet.')).toBeVisible();
    // Nothing is published before the draft is saved.
    await expect(reviewPanel(page).getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await saveDraft(page);

    const review = reviewPanel(page);
    await expect(review.getByRole('definition').filter({ hasText: 'Price (₹)' })).toContainText(
      'Description',
    );
    await expect(review).toContainText('Medical approval');
    await expect(review).toContainText('Not needed.');
    await expect(review).toContainText('Description in Telugu: publishing does not wait for it');
    const telugu = form.getByLabel('Description in Telugu');
    await expect(telugu).toHaveAttribute('lang', 'te');
    await expect(
      form.getByText('Out of date: the English changed. Publishing does not wait for it.').first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText(/^Published: version \d+ of CoQ10 Antioxidant Tablets is live/),
    ).toBeFocused();
    await expect(reviewPanel(page)).toContainText('No draft');
    await expect(
      page
        .getByRole('form', { name: `Edit ${supplement.name}` })
        .getByRole('spinbutton', { name: 'Price (₹)', exact: true }),
    ).toHaveValue(String(price));

    // A visitor, in a browser of their own, reads it at once in every language.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(publicPath(supplement.slug));
    await expect(visitor.getByRole('main')).toContainText(formatRupees(price, 'en'));
    await expect(visitor.getByRole('main')).toContainText(description);
    await visitor.goto(`/te${publicPath(supplement.slug)}`);
    await expect(visitor.getByRole('main')).toContainText(formatRupees(price, 'te'));
    await visitor.goto(`/hi${publicPath(supplement.slug)}`);
    await expect(visitor.getByRole('main')).toContainText(formatRupees(price, 'hi'));
    // The home page's showcase, which it is part of, says it too.
    await visitor.goto('/');
    await expect(visitor.getByRole('main')).toContainText(description);

    // The list says it is published, at the new price.
    await page.getByRole('link', { name: 'All products' }).click();
    const row = page.getByRole('row').filter({ hasText: supplement.name });
    await expect(row).toContainText(formatRupees(price));
    await expect(row).toContainText('Published');
    await expect(row.getByRole('link', { name: `Edit ${supplement.name}` })).toBeFocused();
  });

  test('a prescription product’s usage change stays unpublished until someone else with the medical role approves it', async ({
    page,
    request,
    browser,
  }) => {
    // The author holds the medical role too: even so, a draft is never approved by its author.
    await signInAsNewStaffMember(page, request, 'Anil Kumar', ['catalogue', 'medical']);
    const line = `Take it only as your doctor prescribes, and keep every follow-up visit (${Date.now().toString(36)}).`;

    const form = await openEditor(page, prescription);
    await form.getByRole('textbox', { name: 'Usage, line 1', exact: true }).fill(line);
    await form.getByLabel('Usage, line 1 in Telugu').fill('మీ వైద్యుడు సూచించినట్లే తీసుకోండి.');
    await form.getByLabel('Usage, line 1 in Hindi').fill('केवल डॉक्टर के बताए अनुसार लें।');
    await saveDraft(page);

    const review = reviewPanel(page);
    await expect(review).toContainText('Needed: it changes the medical text of a prescription product.');
    const approve = review.getByRole('button', { name: 'Approve medical text' });
    await expect(approve).toHaveAttribute('aria-disabled', 'true');
    await expect(review).toContainText(
      'You wrote this draft: someone else with the medical role approves it.',
    );
    // Nor does the server let the author approve it another way.
    const ownApproval = await page.request.post(`/api/products/${prescription.slug}/draft/approval`);
    expect(ownApproval.status()).toBe(409);
    expect(await ownApproval.json()).toMatchObject({ error: productMessages.ownDraft });

    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(review.getByRole('alert')).toHaveText(productMessages.needsApproval);
    await page.getByRole('link', { name: 'All products' }).click();
    await expect(page.getByRole('row').filter({ hasText: prescription.name })).toContainText(
      'Draft — needs medical approval',
    );

    // A doctor, in a browser of their own, reads the draft and approves it; they neither edit nor publish.
    const doctorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const doctor = await doctorContext.newPage();
    await signInAsNewStaffMember(doctor, request, 'Dr. Meena Iyer', ['medical']);
    await gotoHydrated(doctor, `/admin/products?product=${prescription.slug}`);
    const doctorReview = reviewPanel(doctor);
    await expect(doctorReview).toContainText('Needed');
    await expect(doctor.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    await expect(doctorReview.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(doctor.getByRole('textbox', { name: 'Usage, line 1', exact: true })).toHaveValue(line);
    await expectNoA11yViolations(doctor);
    await doctorReview.getByRole('button', { name: 'Approve medical text' }).click();
    await expect(doctorReview).toContainText('Approved by you.');

    await gotoHydrated(page, `/admin/products?product=${prescription.slug}`);
    await expect(reviewPanel(page)).toContainText('Approved by Dr. Meena Iyer.');
    await reviewPanel(page).getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Published: version \d+ of ImmunoBoost is live/)).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/products/prescription-medicines/${prescription.slug}`);
    await expect(visitor.getByRole('main')).toContainText(line);
    await visitor.goto(`/te/products/prescription-medicines/${prescription.slug}`);
    await expect(visitor.getByRole('main')).toContainText('మీ వైద్యుడు సూచించినట్లే తీసుకోండి.');
  });

  test('an English storage change keeps the draft from being published until its Telugu and Hindi follow', async ({
    page,
    request,
  }) => {
    await signInAsNewStaffMember(page, request, 'Farhana Begum', ['catalogue']);
    const tried = Date.now().toString(36);
    const storage = `Store below 25 °C in a dry place, away from light (${tried}).`;
    const liveStorage = await draftAsLive(page.request, storageProduct.slug, 'storage');

    const form = await openEditor(page, storageProduct);
    await form.getByRole('textbox', { name: 'Storage', exact: true }).fill(storage);
    await saveDraft(page);

    // Beside each translation, the English it was made from and the English it must now say.
    const telugu = form.getByLabel('Storage in Telugu');
    await expect(telugu).toHaveAccessibleDescription(/Out of date, and publishing waits for it/);
    await expect(telugu).toHaveAccessibleDescription(
      new RegExp(`Live English\\s*${escapeRegExp(liveStorage)}`),
    );
    await expect(telugu).toHaveAccessibleDescription(new RegExp(`Draft English\\s*${escapeRegExp(storage)}`));
    const review = reviewPanel(page);
    await expect(review).toContainText('Storage in Telugu: publishing waits for it');
    await expect(review).toContainText('Storage in Hindi: publishing waits for it');
    await expectNoA11yViolations(page);

    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(review.getByRole('alert')).toHaveText(productMessages.staleTranslations);

    await telugu.fill(`25 °C లోపు, పొడి ప్రదేశంలో, వెలుతురుకు దూరంగా నిల్వ చేయండి (${tried}).`);
    await form.getByLabel('Storage in Hindi').fill(`25 °C से कम पर, सूखी जगह में, रोशनी से दूर रखें (${tried})।`);
    await saveDraft(page);
    await expect(review.getByRole('definition').last()).toHaveText('None.');
    await review.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText(/^Published: version \d+ of NeuroNourish Softgel Capsules is live/),
    ).toBeVisible();
  });

  test('restoring the previous version brings the old price back, on the screen and the product’s page', async ({
    page,
    request,
    browser,
  }) => {
    await signInAsNewStaffMember(page, request, 'Suresh Reddy', ['catalogue']);
    const before = await page.request.get(`/api/products/${restoredProduct.slug}`);
    const oldPrice = ((await before.json()) as { product: { record: { price: number } } }).product.record
      .price;
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(publicPath(restoredProduct.slug));
    await expect(visitor.getByRole('main')).toContainText(formatRupees(oldPrice));
    const price = freshPrice();
    const live = await publishPrice(page.request, restoredProduct.slug, price);

    const form = await openEditor(page, restoredProduct);
    await expect(form.getByRole('spinbutton', { name: 'Price (₹)', exact: true })).toHaveValue(String(price));
    const history = page.getByRole('region', { name: 'History' });
    const version = (number: number) =>
      history
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: new RegExp(`^Version ${number}\\b`) }) });
    await expect(version(live).getByRole('heading')).toHaveText(`Version ${live} (live)`);
    const change = version(live)
      .getByRole('table', { name: `Changes in version ${live}` })
      .getByRole('row')
      .filter({ hasText: 'Price (₹)' });
    await expect(change.getByRole('deletion')).toHaveText(formatRupees(oldPrice));
    await expect(change.getByRole('insertion')).toHaveText(formatRupees(price));
    await expect(version(live)).toContainText(/Published by you on \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/);
    await expect(version(live).getByRole('button', { name: /^Restore this version/ })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await version(live - 1)
      .getByRole('button', { name: /^Restore this version/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: `Restore version ${live - 1}?` });
    await expect(dialog).toContainText(`become the live version ${live + 1}`);
    await dialog.getByRole('button', { name: `Restore version ${live - 1}` }).click();
    await expect(
      page.getByText(`Version ${live - 1} is restored: it is live again as version ${live + 1}.`),
    ).toBeFocused();
    await expect(
      page
        .getByRole('form', { name: `Edit ${restoredProduct.name}` })
        .getByRole('spinbutton', { name: 'Price (₹)', exact: true }),
    ).toHaveValue(String(oldPrice));
    await expect(version(live + 1)).toContainText(`restoring version ${live - 1}`);

    await visitor.goto(publicPath(restoredProduct.slug));
    await expect(visitor.getByRole('main')).toContainText(formatRupees(oldPrice));
    await expect(visitor.getByRole('main')).not.toContainText(formatRupees(price));
  });

  test('the list says when the master has no products, and why it could not be read', async ({
    page,
    request,
  }) => {
    await signInAsNewStaffMember(page, request, 'Lakshmi Devi', ['catalogue']);
    // The list's address, whatever its query (search, order, cursor).
    const theList = (url: URL) => url.pathname === '/api/products';
    await page.route(theList, (route) =>
      route.fulfill({ json: { products: [], people: {}, nextCursor: null, total: 0, drafts: 0 } }),
    );
    await gotoHydrated(page, '/admin/products');
    await expect(page.getByText('The product master has no products.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.unroute(theList);
    await page.route(theList, (route) =>
      route.fulfill({ status: 403, json: { error: 'Your roles do not allow this.' } }),
    );
    await gotoHydrated(page, '/admin/products');
    await expect(page.getByRole('alert').filter({ hasText: 'Your roles do not allow this.' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is a card per product, and the editor puts each translation under its English', async ({
    page,
    request,
  }) => {
    await signInAsNewStaffMember(page, request, 'Ramya Nair', ['medical']);
    await gotoHydrated(page, '/admin/products');
    const cards = page.getByRole('list', { name: 'Products' });
    const card = cards.getByRole('listitem').filter({ hasText: 'HeartGuard CoQ10' });
    await expect(card).toContainText('₹599.00');
    await expectNoA11yViolations(page);
    await card.getByRole('link', { name: 'Edit HeartGuard CoQ10' }).click();

    const form = page.getByRole('form', { name: 'Edit HeartGuard CoQ10' });
    const english = form.getByRole('textbox', { name: 'Storage', exact: true });
    const telugu = form.getByLabel('Storage in Telugu');
    await expect(telugu).toBeVisible();
    // In the page's own coordinates, which do not move as the page scrolls between the two reads.
    const onPage = (field: typeof english, edge: 'top' | 'bottom') =>
      field.evaluate((element, side) => element.getBoundingClientRect()[side] + window.scrollY, edge);
    await expect
      .poll(async () => (await onPage(telugu, 'top')) - (await onPage(english, 'bottom')))
      .toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
    await expectNoA11yViolations(page);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
