import { expect, type Locator, type Page } from '@playwright/test';
import { findPage } from '../app/pages.ts';
import { expectNoA11yViolations } from './axe.ts';
import { advanceUntilHydrated, freezeTime, gotoHydrated, holdRequests, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

const homeTitle = findPage('/')?.title ?? 'missing home page';
const sectionIds = ['home', 'about', 'services', 'products', 'contact'];
const demoVideoPath = '/media/aarogya-demo.mp4';

const carousel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const slide = (region: Locator, label: string) => region.getByRole('group', { name: label, exact: true });

test.describe('home page structure', () => {
  test('has the h1 and the five sections in order, each reachable by its anchor', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeTitle);
    const ids = await page
      .locator('main section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(sectionIds);
    for (const id of sectionIds) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('aria-labelledby', /.+/);
    }

    await gotoHydrated(page, '/#contact');
    await expect(page.locator('#contact h2')).toBeInViewport();
  });

  test('shows the figures of the specification', async ({ page }) => {
    await gotoHydrated(page, '/');
    const figures = [
      ['#home', '500+', 'Patients served'],
      ['#home', '4.9/5', 'Rating'],
      ['#about', '99.3%', 'On-time delivery'],
      ['#services', '99.5%', 'On-time delivery'],
      ['#services', '24/7', 'Support'],
    ] as const;
    for (const [section, value, label] of figures) {
      const card = page.locator(`${section} dl > div`).filter({ hasText: label });
      await expect(card.locator('dd')).toHaveText(value);
    }
    await expect(page.locator('#about ol li')).toHaveCount(1);
    await expect(page.locator('#about ol li')).toContainText('2025');
    await expect(page.locator('#about ol li')).toContainText('Company founded');
    await expect(page.locator('#services ul > li h3')).toHaveCount(6);
  });
});

test.describe('hero carousel', () => {
  test('moves with next, previous and the dots, wrapping around', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = carousel(page, 'Highlights');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slide(hero, '1 of 3')).toBeVisible();
    await expect(slide(hero, '1 of 3')).toHaveAttribute('aria-roledescription', 'slide');

    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(hero, '2 of 3')).toBeVisible();
    await expect(slide(hero, '1 of 3')).toBeHidden();

    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(slide(hero, '3 of 3')).toBeVisible();

    const firstDot = hero.getByRole('button', { name: 'Go to slide 1' });
    await firstDot.click();
    await expect(slide(hero, '1 of 3')).toBeVisible();
    await expect(firstDot).toHaveAttribute('aria-current', 'true');
    // The page has one headline (issue 20): a slide's title is its message, not a second heading.
    await expect(slide(hero, '1 of 3').getByRole('heading')).toHaveCount(0);
    await expect(slide(hero, '1 of 3').getByText('Quality Medicines for Every Home')).toBeVisible();
  });

  test('advances by itself every 5 seconds and wraps after the third slide', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const hero = carousel(page, 'Highlights');
    await expect(slide(hero, '1 of 3')).toBeVisible();
    for (const label of ['2 of 3', '3 of 3', '1 of 3']) {
      await page.clock.runFor(5000);
      await expect(slide(hero, label)).toBeVisible();
    }
  });

  test('stops rotating when the pause control is pressed', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const hero = carousel(page, 'Highlights');
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(15_000);
    await expect(slide(hero, '1 of 3')).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });
});

test.describe('layout stability', () => {
  test('the page does not shift while loading or when slides change', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/');
    const hero = carousel(page, 'Highlights');
    const size = async () => {
      const box = await hero.boundingBox();
      return { width: box?.width, height: box?.height };
    };
    const before = await size();
    for (const label of ['2 of 3', '3 of 3']) {
      await hero.getByRole('button', { name: 'Next slide' }).click();
      await expect(slide(hero, label)).toBeVisible();
      expect(await size()).toEqual(before);
    }
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThan(0.05);
  });
});

test.describe('demo video', () => {
  test('is a self-hosted video that answers 200 and serves byte ranges', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const link = page.getByRole('link', { name: /^Watch Demo/ });
    await expect(link).toHaveAttribute('href', demoVideoPath);

    const full = await request.get(demoVideoPath);
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toMatch(/^video\//);
    expect(full.headers()['accept-ranges']).toBe('bytes');
    const size = (await full.body()).length;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(300_000);

    const range = await request.get(demoVideoPath, { headers: { Range: 'bytes=0-99' } });
    expect(range.status()).toBe(206);
    expect(range.headers()['content-range']).toBe(`bytes 0-99/${size}`);
    expect((await range.body()).length).toBe(100);
  });

  test('plays in the browser when the link is followed', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: /^Watch Demo/ }).click();
    await expect(page).toHaveURL(demoVideoPath);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? -1))
      .toBeGreaterThanOrEqual(1);
    const duration = await page.evaluate(() => document.querySelector('video')?.duration ?? 0);
    expect(duration).toBeGreaterThanOrEqual(5);
    expect(duration).toBeLessThanOrEqual(8);
  });
});

test.describe('story carousel', () => {
  test('turns autoplay off after a manual action', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const story = carousel(page, 'Our story');
    await story.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(story, '2 of 3')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(15_000);
    await expect(slide(story, '2 of 3')).toBeVisible();
    await expect(story.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  });

  test('shows the fallback image when a story image fails to load', async ({ page }) => {
    await page.route('**/images/story/partner-network.svg', (route) => route.abort());
    await gotoHydrated(page, '/');
    const story = carousel(page, 'Our story');
    await story.getByRole('button', { name: 'Go to slide 2' }).click();
    const failed = slide(story, '2 of 3').locator('img');
    await expect(failed).toHaveAttribute('src', '/images/fallback.svg');
    await expect
      .poll(() => failed.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // The first slide is hidden now, so it is found by attribute rather than by role.
    await expect(story.locator('[aria-label="1 of 3"] [data-image-status]')).toHaveAttribute(
      'data-image-status',
      'loaded',
    );
  });
});

test.describe('products carousel', () => {
  test('holds while the pointer is over it, resumes when it leaves and stops after an interaction', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const products = carousel(page, 'Product showcase');
    await expect(products.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await products.getByRole('heading', { level: 3 }).first().hover();
    await page.clock.runFor(12_000);
    await expect(slide(products, '1 of 4')).toBeVisible();

    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect(slide(products, '2 of 4')).toBeVisible();

    await products.getByRole('button', { name: 'Go to slide 4' }).click();
    await page.mouse.move(1, 1);
    await page.locator('body').focus();
    await page.clock.runFor(15_000);
    await expect(slide(products, '4 of 4')).toBeVisible();
    await products.getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(products, '1 of 4')).toBeVisible();
  });

  test('shows arrows from the small breakpoint up and a swipe hint on phones', async ({ page }) => {
    const products = carousel(page, 'Product showcase');
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    await expect(products.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(products.getByText('Swipe to see more products')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(products.getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(products.getByText('Swipe to see more products')).toBeVisible();
  });

  test('links the four product categories', async ({ page }) => {
    await gotoHydrated(page, '/');
    const categories = page.getByRole('navigation', { name: 'Product categories' });
    await expect(categories.getByRole('link')).toHaveCount(4);
    await expect(categories.getByRole('link', { name: /^Supplements/ })).toHaveAttribute(
      'href',
      '/products/supplements',
    );
  });
});

test.describe('keyboard', () => {
  for (const name of ['Highlights', 'Our story', 'Product showcase']) {
    test(`reaches and pauses the "${name}" carousel, then moves it with the arrow keys`, async ({ page }) => {
      // Tabbing through the page takes a while on a busy machine; autoplay must not move meanwhile.
      await freezeTime(page);
      await page.goto('/');
      await advanceUntilHydrated(page);
      const region = carousel(page, name);
      const pause = region.getByRole('button', { name: 'Pause automatic slide show' });
      let reached = false;
      for (let presses = 0; presses < 200 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await pause.evaluate((button) => button === document.activeElement);
      }
      expect(reached).toBe(true);
      await page.keyboard.press('Enter');
      await expect(region.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(slide(region, name === 'Product showcase' ? '2 of 4' : '2 of 3')).toBeVisible();
    });
  }
});

test.describe('contact section', () => {
  const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

  test('an empty submit shows what each field needs and sends nothing', async ({ page }) => {
    await gotoHydrated(page, '/');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const name = form.getByLabel('Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(/Enter your name\./);
    await expect(form.getByLabel(/I agree/)).toHaveAccessibleDescription(/Please agree to the terms of use/);
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Phone')).not.toHaveAttribute('required');
  });

  test('a valid message shows Sending..., then the success toast, and clears the form', async ({ page }) => {
    await gotoHydrated(page, '/');
    const form = contactForm(page);
    await form.getByLabel('Name').fill('Lakshmi Rao');
    await form.getByLabel('Email').fill('lakshmi@example.in');
    await form.getByLabel('Phone').fill('+91 98480 22338');
    await form.getByLabel('Subject').fill('Bulk order');
    await form.getByLabel('Message').fill('Please share a quote for 200 strips of CoQ10 tablets.');
    await form.getByLabel(/I agree/).check();
    await likeAPerson(page);
    const release = await holdRequests(page, '/api/contact-messages');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(
      page.getByText(/^We'll get back to you within 24 hours\. Your reference is C-\d{4}-[0-9A-Z]{8}\.$/),
    ).toBeVisible();
    for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByLabel(/I agree/)).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('Call dials the company and Start Live Chat opens the chat', async ({ page }) => {
    await gotoHydrated(page, '/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
    await contact.getByRole('button', { name: 'Start Live Chat' }).click();
    // Holds whether or not the chat dialog has loaded: the launcher always reports the open state.
    const openLauncher = page.locator('button[aria-label="Open chat"][aria-expanded="true"]');
    await expect(openLauncher.or(page.getByRole('dialog')).first()).toBeAttached();
  });
});

test.describe('accessibility', () => {
  for (const width of [1280, 390]) {
    test(`the home page has no axe violations at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      await expectNoA11yViolations(page);
    });
  }

  test('autoplay is off when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, '/');
    const hero = carousel(page, 'Highlights');
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(slide(hero, '1 of 3')).toBeVisible();
  });
});
