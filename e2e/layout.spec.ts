import { expect, type Page } from '@playwright/test';
import { siteConfig } from '../app/lib/site-config.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { specFooterRoutes } from '../testing/spec-footer-routes.ts';
import { test } from './test.ts';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

/** The list a disclosure button controls. */
function controlledList(page: Page, toggleName: string) {
  return page.locator(`[id="${toggleName}"]`);
}

/**
 * Away from the home page the header's code loads when it is first used (docs/decisions/045): the
 * focus or tap that starts it comes a moment before the key a person presses next.
 */
async function headerCodeLoaded(page: Page) {
  await expect(page.locator('[data-island="site-header"][data-island-hydrated]')).toBeAttached();
}

async function listOf(page: Page, toggle: ReturnType<Page['getByRole']>) {
  const id = await toggle.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return controlledList(page, id!);
}

test.describe('header on a large screen', () => {
  test.use({ viewport: desktop });

  test('contact strip links the phone and the email and names the region and support', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const strip = header(page);
    await expect(strip.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
    await expect(strip.getByRole('link', { name: siteConfig.email.display })).toHaveAttribute(
      'href',
      siteConfig.email.href,
    );
    await expect(strip.getByText('Telangana', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(
      strip.getByText('24/7 Customer Support', { exact: true }).filter({ visible: true }),
    ).toBeVisible();
  });

  test('logo leads home and every header link has its address', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['About Us', '/#about'],
      ['Products', '/products'],
      ['Services', '/services'],
      ['Research', '/research'],
      ['Contact', '/#contact'],
      ['Tablets', '/tablets'],
    ];
    for (const [name, href] of expected) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header(page).getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Research' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await header(page)
      .getByRole('link', { name: `${siteConfig.name} home` })
      .click();
    await expect(page).toHaveURL('/');
  });

  test('Products and Services open on hover and close when the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const products = mainNav(page).getByRole('button', { name: 'Show Products submenu' });
    const productList = await listOf(page, products);
    await expect(productList).toBeHidden();

    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(productList).toBeVisible();
    const productLinks = productList.getByRole('link');
    await expect(productLinks).toHaveText([
      'Prescription Medicines',
      'OTC Products',
      'Supplements',
      'Medical Devices',
      'Check a Pack',
    ]);
    for (const [index, href] of [
      '/products/prescription-medicines',
      '/products/otc-products',
      '/products/supplements',
      '/products/medical-devices',
      '/verify',
    ].entries()) {
      await expect(productLinks.nth(index)).toHaveAttribute('href', href);
    }

    const services = mainNav(page).getByRole('button', { name: 'Show Services submenu' });
    const serviceList = await listOf(page, services);
    await services.hover();
    await expect(serviceList).toBeVisible();
    await expect(productList).toBeHidden();
    await expect(serviceList.getByRole('link')).toHaveText([
      'Clinical Research',
      'Drug Manufacturing',
      'Quality Assurance',
      'Regulatory Affairs',
    ]);

    await page.mouse.move(640, 700);
    await expect(serviceList).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a dropdown item goes to its page and closes the dropdown', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const services = mainNav(page).getByRole('button', { name: 'Show Services submenu' });
    const serviceList = await listOf(page, services);
    await services.hover();
    await serviceList.getByRole('link', { name: 'Drug Manufacturing' }).click();
    await expect(page).toHaveURL('/services/drug-manufacturing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Drug Manufacturing');
    await page.mouse.move(640, 700);
    await expect(serviceList).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on the button toggles the dropdown too', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const products = mainNav(page).getByRole('button', { name: 'Show Products submenu' });
    const productList = await listOf(page, products);
    await products.click();
    await expect(productList).toBeVisible();
    await products.click();
    await expect(productList).toBeHidden();
    await page.mouse.move(640, 700);
    await products.click();
    await expect(productList).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(productList).toBeHidden();
  });

  test('dropdowns work by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const products = mainNav(page).getByRole('button', { name: 'Show Products submenu' });
    const productList = await listOf(page, products);

    await products.focus();
    await headerCodeLoaded(page);
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(productList).toBeHidden();
    await expect(products).toBeFocused();

    await page.keyboard.press('Space');
    await expect(productList).toBeVisible();
    await page.keyboard.press('Space');
    await expect(productList).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await expect(productList.getByRole('link', { name: 'Prescription Medicines' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(productList.getByRole('link', { name: 'OTC Products' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toBeFocused();
    await expect(productList).toBeHidden();

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(productList.getByRole('link', { name: 'Check a Pack' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(productList.getByRole('link', { name: 'Medical Devices' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/products/medical-devices');
    await expect(productList).toBeHidden();
  });

  test('Escape closes a dropdown pressed in the same moment it opened, before any later task', async ({
    page,
  }) => {
    await gotoHydrated(page, '/research');
    const products = mainNav(page).getByRole('button', { name: 'Show Products submenu' });
    const productList = await listOf(page, products);
    await products.focus();
    await headerCodeLoaded(page);

    // Both keys in one task, as a fast hand on a busy phone gets them: nothing the page put off to
    // a later task (a passive effect) has run between them.
    await products.evaluate((button) => {
      button.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    await expect(productList).toBeHidden();
    await expect(products).toBeFocused();
  });

  test('focus leaving a dropdown closes it', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const services = mainNav(page).getByRole('button', { name: 'Show Services submenu' });
    const serviceList = await listOf(page, services);
    await services.focus();
    await headerCodeLoaded(page);
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(serviceList.getByRole('link', { name: 'Regulatory Affairs' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Research' })).toBeFocused();
    await expect(serviceList).toBeHidden();
  });

  // With the pointer outside the page: a scroll moves the headless shell's pointer over the header.
  test(
    'the bar turns more opaque once the page is scrolled more than 20 px',
    { tag: '@pointer-outside' },
    async ({ page }) => {
      await gotoHydrated(page, '/products');
      const banner = header(page);
      const bar = banner.locator('[data-header-bar]');
      const alpha = () =>
        bar.evaluate((element) => {
          const colour = getComputedStyle(element).backgroundColor;
          const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
          return parts.length === 4 ? parts[3] : 1;
        });
      const before = await alpha();
      expect(before).toBeLessThan(1);

      // By the scroll position alone (app.css): the header's own code has not loaded.
      await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
      await expect.poll(alpha).toBe(before);
      await page.evaluate(() => window.scrollTo({ top: 21, behavior: 'instant' }));
      await expect.poll(alpha).toBeGreaterThan(before!);
      await expect(banner.locator('xpath=..')).not.toHaveAttribute('data-island-hydrated');

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(alpha).toBe(before);
    },
  );

  for (const width of [768, 1024]) {
    test(`the whole header fits a ${width} px wide window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/products');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const quote = await header(page).getByRole('link', { name: 'Request Quote' }).boundingBox();
      expect(quote!.x + quote!.width).toBeLessThanOrEqual(width - 8);
      await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveJSProperty(
        'offsetHeight',
        40,
      );
    });
  }

  test('the bar stays at the top while the page scrolls', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(mainNav(page).getByRole('link', { name: 'Research' })).toBeInViewport();
  });

  test('axe finds nothing with a dropdown open', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const services = mainNav(page).getByRole('button', { name: 'Show Services submenu' });
    await services.click();
    await expect(await listOf(page, services)).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('section links', () => {
  test.use({ viewport: desktop });

  async function expectSectionBelowHeader(page: Page, id: string) {
    const section = page.locator(`#${id}`);
    await expect(section).toBeInViewport();
    // Smooth scrolling settles, then the section starts right under the sticky bar, not under it.
    await expect
      .poll(async () => {
        const top = (await section.boundingBox())?.y ?? -1;
        const barBottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
        return top >= barBottom - 1 && top < barBottom + 120;
      })
      .toBe(true);
  }

  test('Contact on another page leads to the contact section of the home page', async ({ page }) => {
    await gotoHydrated(page, '/products');
    await mainNav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    await expectSectionBelowHeader(page, 'contact');
  });

  test('About Us on the home page scrolls to the section and puts its hash in the address', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/#about');
    await expectSectionBelowHeader(page, 'about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('a hash in the address of the home page scrolls to its section', async ({ page }) => {
    await gotoHydrated(page, '/#contact');
    await expectSectionBelowHeader(page, 'contact');
  });

  test('a keyboard user lands in the section, so Tab continues from there', async ({ page }) => {
    await gotoHydrated(page, '/services');
    await mainNav(page).getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeFocused();
  });
});

test.describe('header on a small screen', () => {
  test.use({ viewport: phone });

  test('the menu button opens and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const button = header(page).getByRole('button', { name: 'Menu', exact: true });
    const menu = await listOf(page, button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Show Products submenu' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Request Quote' })).toBeVisible();

    await headerCodeLoaded(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the closed menu is laid out but reached by nobody, and opens over the page without moving it', async ({
    page,
  }) => {
    // As a visitor acts: right after the page paints, its code still on the way (the tap guard opens it).
    await page.goto('/products');
    const button = header(page).getByRole('button', { name: 'Menu', exact: true });
    const menu = await listOf(page, button);
    const heading = page.getByRole('heading', { level: 1 });
    const headingTop = (await heading.boundingBox())?.y;
    // Laid out from the first paint, so that opening it only paints (issue 48) …
    expect(await menu.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    // … yet hidden from sight, from the accessibility tree and from the keyboard.
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
    await button.focus();
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(0);

    await button.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(1);
    expect((await heading.boundingBox())?.y).toBe(headingTop);
  });

  test('dropdowns toggle on click and choosing an item closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/research');
    const button = header(page).getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = await listOf(page, button);

    const products = menu.getByRole('button', { name: 'Show Products submenu' });
    const productList = await listOf(page, products);
    await products.click();
    await expect(productList).toBeVisible();
    await expect(productList.getByRole('link')).toHaveCount(5);
    await products.click();
    await expect(productList).toBeHidden();

    const services = menu.getByRole('button', { name: 'Show Services submenu' });
    const serviceList = await listOf(page, services);
    await services.click();
    await expect(serviceList).toBeVisible();
    await serviceList.getByRole('link', { name: 'Clinical Research' }).click();

    await expect(page).toHaveURL('/services/clinical-research');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clinical Research');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('Contact in the menu closes it and lands on the contact section', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const button = header(page).getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = await listOf(page, button);
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/#contact');
    await expect(menu).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('axe finds nothing with the menu and a submenu open', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const button = header(page).getByRole('button', { name: 'Menu', exact: true });
    await button.click();
    const menu = await listOf(page, button);
    await menu.getByRole('button', { name: 'Show Services submenu' }).click();
    await expect(menu.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await gotoHydrated(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('footer', () => {
  test('every footer link answers 200, and the spec’s links are all there', async ({ page, request }) => {
    await gotoHydrated(page, '/products');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(expect.arrayContaining([...specFooterRoutes]));
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('has four quick-link tiles and the four link columns', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const footer = page.getByRole('contentinfo');
    const tiles = footer.locator('ul').first().getByRole('link');
    await expect(tiles).toHaveCount(4);
    const columns = footer.getByRole('navigation', { name: 'Footer' }).getByRole('heading', { level: 2 });
    await expect(columns).toHaveText(['Company', 'Products', 'Resources', 'Support']);
  });

  test('shows the company, its contacts, named social links and the copyright', async ({ page }) => {
    await gotoHydrated(page, '/products');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(siteConfig.blurb)).toBeVisible();
    await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
    await expect(footer.getByRole('link', { name: siteConfig.email.display })).toHaveAttribute(
      'href',
      siteConfig.email.href,
    );
    for (const profile of siteConfig.social) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${profile.name}\\b`) })).toHaveAttribute(
        'href',
        profile.href,
      );
    }
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.legalName}`)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Search button of a list sends the search, and the served page is filtered', async ({ page }) => {
    for (const [path, query, label] of [
      ['/products/supplements', 'calcium', /^Search supplements/],
      ['/services/clinical-research', 'diabetes', /^Search research areas/],
    ] as const) {
      await page.goto(path);
      const search = page.getByRole('search');
      await search.getByRole('searchbox', { name: label }).fill(query);
      await search.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`));
      await expect(page.getByRole('main').getByRole('status').first()).toContainText(/Showing 1 of/);
    }
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: phone });

    test('the menu shows every link, and the header scrolls away', async ({ page }) => {
      await page.goto('/products');
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
      for (const name of ['Home', 'Products', 'Supplements', 'Services', 'Regulatory Affairs', 'Tablets']) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect(header(page)).not.toBeInViewport();
    });
  });

  test.describe('on a large screen', () => {
    test.use({ viewport: desktop });

    test('a dropdown shows while it is hovered or holds focus', async ({ page }) => {
      await page.goto('/research');
      const products = mainNav(page).getByRole('button', { name: 'Show Products submenu' });
      const productList = await listOf(page, products);
      await expect(productList).toBeHidden();
      await products.hover();
      await expect(productList).toBeVisible();
      await page.mouse.move(640, 700);
      await expect(productList).toBeHidden();
      await products.focus();
      await expect(productList).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(productList.getByRole('link', { name: 'Prescription Medicines' })).toBeFocused();
    });
  });
});

test.describe('where the visitor is', () => {
  test.use({ viewport: desktop });

  test('Home is current at the top of the home page, About Us and Contact while they are shown', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const nav = mainNav(page);
    const home = nav.getByRole('link', { name: 'Home', exact: true });
    await expect(home).toHaveAttribute('aria-current', 'page');
    for (const [name, section] of [
      ['About Us', 'about'],
      ['Contact', 'contact'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${section}$`));
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'location');
      await expect(home).not.toHaveAttribute('aria-current', /.+/);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(home).toHaveAttribute('aria-current', 'page');
  });

  test('the copyright line names the year the site was built', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} ${siteConfig.legalName}. All rights reserved.`,
    );
  });
});
