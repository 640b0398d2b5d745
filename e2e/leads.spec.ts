import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import {
  fillContact,
  findInInbox,
  gotoBeforeHydration,
  gotoHydrated,
  holdRequests,
  likeAPerson,
  uniqueName,
} from './fixtures.ts';
import { test } from './test.ts';

const referenceText = /Your reference is ((?:Q|C|N|AE)-\d{4}-[0-9A-Z]{8})\./;

async function referenceIn(page: Page, scope = page.locator('body')): Promise<string> {
  await expect(scope).toContainText(referenceText);
  const text = await scope.innerText();
  return referenceText.exec(text)![1]!;
}

async function fillQuote(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email address').fill('priya@example.in');
  await form.getByLabel('Product name').fill('Glucose Meter');
  await form.getByLabel('Quantity').fill('250');
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
  return form;
}

async function fillReport(page: Page, product: string) {
  const form = page.getByRole('form', { name: 'Adverse event report' });
  await form.getByLabel('Your name').fill('Ravi Kumar');
  await form.getByLabel('You are').selectOption('patient');
  await form.getByLabel('Phone number').fill('040 2345 6789');
  await form.getByLabel('Medicine or product').fill(product);
  await form.getByLabel('What happened').fill('Itching and a rash after the second dose.');
  await form.getByLabel('How serious was it').selectOption('medical-care');
  return form;
}

test.describe('with JavaScript', () => {
  test('a quote request reaches the inbox, where staff change its status', async ({ page }) => {
    await gotoHydrated(page, '/request-quote');
    await likeAPerson(page);
    const form = await fillQuote(page, 'Priya Reddy JS');
    const release = await holdRequests(page, '/api/quote-requests');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(form.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    const status = page.getByRole('main').getByRole('status').first();
    await expect(status).toContainText('Quote Request Submitted');
    const reference = await referenceIn(page, status);
    expect(reference).toMatch(/^Q-/);

    const list = await findInInbox(page, reference);
    await list.getByRole('button').click();
    const detail = page.getByRole('region', { name: reference });
    await expect(detail).toContainText('Priya Reddy JS');
    await detail.getByRole('combobox', { name: /^Status/ }).selectOption('in-progress');
    await detail.getByLabel('Note').fill('Called back');
    await detail.getByRole('button', { name: 'Save status' }).click();
    await expect(detail).toContainText('New → In progress (Called back)');
    await expectNoA11yViolations(page);
  });

  test('a quote request whose answer is lost on the way back is sent again and stored once', async ({
    page,
  }) => {
    await gotoHydrated(page, '/request-quote');
    await likeAPerson(page);
    const name = uniqueName('Priya Reddy lost answer');
    const form = await fillQuote(page, name);
    // The server stores the first request, but its answer never reaches the browser (an instance
    // dying, a proxy's 502): the site sends the same request again with the same Idempotency-Key.
    const keys: (string | null)[] = [];
    await page.route('**/api/quote-requests', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'));
      const stored = await route.fetch();
      if (keys.length === 1) await route.fulfill({ status: 502, body: '' });
      else await route.fulfill({ response: stored });
    });
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    const status = page.getByRole('main').getByRole('status').first();
    await expect(status).toContainText('Quote Request Submitted');
    const reference = await referenceIn(page, status);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/);
    expect(keys[1]).toBe(keys[0]);
    await page.unroute('**/api/quote-requests');

    const list = await findInInbox(page, name);
    await expect(list).toContainText(reference);
  });

  test('a contact message shows the toast with its reference', async ({ page }) => {
    await gotoHydrated(page, '/');
    await likeAPerson(page);
    const form = await fillContact(page, 'Stockist with JS');
    const release = await holdRequests(page, '/api/contact-messages');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    const toast = page.getByText(/We'll get back to you within 24 hours\. Your reference is C-/);
    const reference = referenceText.exec(await toast.innerText())![1]!;
    await expect(form.getByLabel('Subject')).toHaveValue('');
    await findInInbox(page, reference);
  });

  test('the newsletter confirms with a reference for 3 s, and one address is stored once', async ({
    page,
  }) => {
    await gotoHydrated(page, '/products');
    await likeAPerson(page);
    const footer = page.getByRole('contentinfo');
    const email = `reader-${Date.now()}@example.in`;
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('✓ Successfully subscribed! Your reference is N-');
    const reference = await referenceIn(page, footer.getByRole('status'));
    await expect(footer.getByLabel('Email address')).toHaveValue('', { timeout: 5_000 });
    await expect(footer.getByRole('status')).toHaveText('');

    await footer.getByLabel('Email address').fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText(`Your reference is ${reference}.`);
    await findInInbox(page, email);
  });

  test('an adverse-event report is marked as safety in the inbox', async ({ page }) => {
    await gotoHydrated(page, '/adverse-events');
    await expect(page.getByRole('heading', { name: 'In danger? Call 108 or 112 first' })).toBeVisible();
    await expect(page.getByRole('link', { name: '1800-180-3024' })).toHaveAttribute(
      'href',
      'tel:18001803024',
    );
    await expectNoA11yViolations(page);
    await likeAPerson(page);
    const form = await fillReport(page, 'AllerClear JS');
    await form.getByRole('button', { name: 'Send Report' }).click();
    const reference = await referenceIn(page, page.getByRole('main').getByRole('status').first());
    expect(reference).toMatch(/^AE-/);
    const list = await findInInbox(page, reference);
    await expect(list).toContainText('Safety');
  });

  test('a confirmation page confirms no reference its visitor cannot vouch for', async ({ page }) => {
    for (const url of ['/request-quote/received?ref=Q-2026-424242', '/request-quote/received']) {
      await page.goto(url);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      const main = page.getByRole('main');
      await expect(
        main.getByText("We've received your request and will contact you within 24 hours."),
      ).toBeVisible();
      await expect(main).not.toContainText('Your reference is');
      await expect(main).not.toContainText('424242');
    }
  });

  test('the contract messages show beside the fields and nothing is sent', async ({ page }) => {
    await gotoHydrated(page, '/adverse-events');
    const form = page.getByRole('form', { name: 'Adverse event report' });
    await form.getByRole('button', { name: 'Send Report' }).click();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription(/Enter your name\./);
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      /Give an email address or a phone number/,
    );
    await expectNoA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each form posts, lands on its confirmation page with the reference, and reaches the inbox', async ({
    browser,
    page,
  }) => {
    // Four forms and four inbox look-ups in one test.
    test.slow();
    const references: string[] = [];

    await page.goto('/request-quote');
    await (
      await fillQuote(page, 'Priya Reddy no JS')
    )
      .getByRole('button', { name: 'Submit Quote Request' })
      .click();
    await expect(page).toHaveURL(/\/request-quote\/received\?ref=Q-/);
    await expect(page.getByRole('heading', { name: 'Quote Request Submitted' })).toBeVisible();
    references.push(await referenceIn(page, page.getByRole('main')));

    await page.goto('/');
    await (
      await fillContact(page, 'Stockist without JS')
    )
      .getByRole('button', { name: 'Send Message' })
      .click();
    await expect(page).toHaveURL(/\/contact\/received\?ref=C-/);
    references.push(await referenceIn(page, page.getByRole('main')));

    await page.goto('/services');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`nojs-${Date.now()}@example.in`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Its code held back, the form waits a few seconds for it, then the browser posts it.
    await expect(page).toHaveURL(/\/newsletter\/subscribed\?ref=N-/, { timeout: 20_000 });
    await expect(page.getByText('✓ Successfully subscribed!')).toBeVisible();
    references.push(await referenceIn(page, page.getByRole('main')));

    await page.goto('/adverse-events');
    await (await fillReport(page, 'EyeCare no JS')).getByRole('button', { name: 'Send Report' }).click();
    await expect(page).toHaveURL(/\/adverse-events\/received\?ref=AE-/);
    references.push(await referenceIn(page, page.getByRole('main')));

    const staff = await browser.newContext({ javaScriptEnabled: true });
    const staffPage = await staff.newPage();
    for (const reference of references) await findInInbox(staffPage, reference);
    await staff.close();
  });

  test('a refused form post shows the errors and keeps what was typed', async ({ page }) => {
    await page.goto('/request-quote');
    const form = await fillQuote(page, 'Typed <before>');
    await form.getByLabel('Email address').fill('priya@example');
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('heading', { name: 'Please check your form' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Enter a valid email address');
    await expect(page.getByLabel('Full name')).toHaveValue('Typed <before>');
    await expect(page.getByLabel('Product name')).toHaveValue('Glucose Meter');
  });
});

test('staff export the current filter as CSV and erase a person by email', async ({ page }) => {
  const email = `erase-${Date.now()}@example.in`;
  await gotoHydrated(page, '/products');
  await likeAPerson(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  const reference = await referenceIn(page, footer.getByRole('status'));

  await findInInbox(page, reference);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  const header = lines[0]!.split(',');
  expect(header.slice(0, 7)).toEqual([
    'Reference',
    'Kind',
    'Status',
    'Received',
    'Assigned to',
    'Name',
    'Email',
  ]);
  expect(new Set(header).size).toBe(header.length);
  const row = Object.fromEntries(lines[1]!.split(',').map((cell, index) => [header[index], cell]));
  expect(row).toMatchObject({
    Reference: reference,
    Kind: 'Newsletter sign-up',
    Status: 'New',
    Received: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST$/),
    Email: email,
  });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel("Erase a person's data (email address)").fill(email);
  await page.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Erase personal data' }).getByRole('status')).toContainText(
    'Erased 1 submissions',
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(0);
});

test.describe('before hydration', () => {
  // At 4× CPU the page hydrates several seconds after its scripts arrive; then staff find the result.
  test.describe.configure({ timeout: 60_000 });

  test('a quote typed and sent 50 ms after first paint is received, keeping the ?product= prefill', async ({
    page,
  }) => {
    const { releaseScripts } = await gotoBeforeHydration(page, '/request-quote?product=Pulse%20Oximeter');
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByLabel('Full name').fill('Early Visitor');
    await form.getByLabel('Email address').fill('early@example.in');
    await form.getByLabel('Quantity').fill('40');
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    releaseScripts();
    // Hydration keeps what was typed and fills the product in from the address.
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(form.getByLabel('Full name')).toHaveValue('Early Visitor');
    await expect(form.getByLabel('Product name')).toHaveValue('Pulse Oximeter');
    await likeAPerson(page);
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    const reference = await referenceIn(page, page.getByRole('main').getByRole('status').first());
    const list = await findInInbox(page, reference);
    await list.getByRole('button').click();
    await expect(page.getByRole('region', { name: reference })).toContainText('Pulse Oximeter');
  });

  test('a quote submitted before the scripts run is posted and received', async ({ page }) => {
    await gotoBeforeHydration(page, '/request-quote', { holdMs: 20_000 });
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByLabel('Full name').fill('Very Early Visitor');
    await form.getByLabel('Email address').fill('early@example.in');
    await form.getByLabel('Product name').fill('Insulin Pen');
    await form.getByLabel('Quantity').fill('12');
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await form.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page).toHaveURL(/\/request-quote\/received\?ref=Q-/);
    await referenceIn(page, page.getByRole('main'));
  });

  test('the newsletter sent 50 ms after first paint is received', async ({ page }) => {
    await gotoBeforeHydration(page, '/products', { holdMs: 20_000 });
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(`early-${Date.now()}@example.in`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Its code held back, the form waits a few seconds for it, then the browser posts it.
    await expect(page).toHaveURL(/\/newsletter\/subscribed\?ref=N-/, { timeout: 20_000 });
    await referenceIn(page, page.getByRole('main'));
  });
});
