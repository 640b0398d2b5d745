import { expect, type Page } from '@playwright/test';
import { findPage } from '../app/pages.ts';
import { siteConfig } from '../app/lib/site-config.ts';
import { expectNoA11yViolations } from './axe.ts';
import { fillContact, findInInbox, gotoHydrated, holdRequests, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
const referenceText = /Your reference is (C-\d{4}-[0-9A-Z]{8})\./;

test('/about tells the story, mission, vision, values, journey and whom we serve', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(findPage('/about')!.title);
  await expect(page.getByText('Coming Soon')).toHaveCount(0);

  const story = region(page, 'Healthcare from Hyderabad');
  await expect(story).toContainText(siteConfig.blurb);
  const figure = story.locator('dl > div').filter({ hasText: 'On-time delivery' });
  await expect(figure.locator('dd')).toHaveText('99.3%');
  await expect(story.getByRole('heading', { level: 3 })).toHaveText([
    'Founded in Hyderabad',
    'Built with Our Partners',
    'Quality at Every Step',
  ]);
  await expect(story.getByRole('img', { name: /quality seal/ })).toHaveAttribute(
    'src',
    '/images/story/quality-first.svg',
  );

  for (const name of ['Our Mission', 'Our Vision', 'Our Core Values']) {
    await expect(region(page, 'Mission, Vision and Values').getByRole('heading', { name })).toBeVisible();
  }
  const audiences = region(page, 'For Whom We Work');
  await expect(audiences.getByRole('heading', { level: 3 })).toHaveText([
    'Patients and families',
    'Doctors and hospitals',
    'Pharmacies and bulk buyers',
    'Partners in research and manufacturing',
  ]);
  await expect(audiences.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
    'href',
    '/request-quote',
  );

  const journey = region(page, 'Our Journey').getByRole('listitem');
  await expect(journey).toHaveCount(3);
  await expect(journey.first()).toContainText('2025');
  await expect(journey.first()).toContainText('Company founded');
  await expect(journey.first().locator('time')).toHaveAttribute('datetime', '2025');

  await main(page).getByRole('link', { name: 'Contact our team' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('/contact shows the cards, hours, the 24/7 panel and a sketch of Nacharam', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await expect(page.getByText('Coming Soon')).toHaveCount(0);
  const cards = region(page, 'Ways to reach us');
  await expect(cards.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
    'href',
    siteConfig.phone.href,
  );
  await expect(cards.getByRole('link', { name: siteConfig.email.display })).toHaveAttribute(
    'href',
    siteConfig.email.href,
  );
  await expect(cards.locator('address')).toContainText(siteConfig.address.street);
  for (const { days, hours } of siteConfig.businessHours) {
    await expect(cards.locator('dl > div').filter({ hasText: days }).locator('dd')).toHaveText(hours);
  }

  const sketch = region(page, 'Find Us in Nacharam').getByRole('img', {
    name: /Sketch map of north-east Hyderabad/,
  });
  await expect(sketch).toHaveAttribute('src', '/images/company/nacharam-location.svg');
  await sketch.scrollIntoViewIfNeeded();
  await expect
    .poll(() => sketch.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(main(page).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Nacharam/,
  );

  await main(page).getByRole('button', { name: 'Start Live Chat' }).click();
  const openLauncher = page.locator('button[aria-label="Open chat"][aria-expanded="true"]');
  await expect(openLauncher.or(page.getByRole('dialog')).first()).toBeAttached();
});

test('a message from /contact shows its reference and reaches the inbox', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await likeAPerson(page);
  const form = await fillContact(page, 'Price list, with JS');
  const release = await holdRequests(page, '/api/contact-messages');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  const toast = page.getByText(referenceText);
  await expect(toast).toBeVisible();
  const reference = referenceText.exec(await toast.innerText())![1]!;
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await findInInbox(page, reference);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the /contact form posts, confirms with a reference and reaches the inbox', async ({
    browser,
    page,
  }) => {
    await page.goto('/contact');
    await (
      await fillContact(page, 'Price list, without JS')
    )
      .getByRole('button', { name: 'Send Message' })
      .click();
    await expect(page).toHaveURL(/\/contact\/received\?ref=C-/);
    await expect(main(page)).toContainText(referenceText);
    const reference = referenceText.exec(await main(page).innerText())![1]!;

    const staff = await browser.newContext({ javaScriptEnabled: true });
    await findInInbox(await staff.newPage(), reference);
    await staff.close();
  });
});

for (const path of ['/about', '/contact']) {
  for (const width of [390, 1366]) {
    test(`${path} has no axe violations and no horizontal overflow at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoA11yViolations(page);
    });
  }
}

test.describe('the home page keeps About and Contact compact at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('About is at most 1,300 px and Contact at most 1,200 px tall, with every text of both', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const about = page.locator('#about');
    const contact = page.locator('#contact');
    expect((await about.boundingBox())!.height).toBeLessThanOrEqual(1_300);
    expect((await contact.boundingBox())!.height).toBeLessThanOrEqual(1_200);

    for (const text of [
      'Our Mission',
      'Our Vision',
      'Our Core Values',
      'Company founded',
      siteConfig.blurb,
    ]) {
      await expect(about.getByText(text, { exact: true })).toBeAttached();
    }
    await expect(about.getByRole('link', { name: 'Read our full story' })).toHaveAttribute('href', '/about');
    for (const text of ['Phone', 'Email', 'Address', 'Business Hours', '24/7 Assistance']) {
      await expect(contact.getByRole('heading', { name: text, exact: true })).toBeAttached();
    }
    // The form is folded on a phone: one tap opens it.
    const form = contact.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeHidden();
    await contact.getByText('Write to us: send a message').click();
    await expect(form.getByLabel('Subject')).toBeVisible();
  });
});
