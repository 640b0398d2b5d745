import { expect, type Locator, type Page } from '@playwright/test';
import { hoursLine, publicHelplines, siteConfig } from '../app/lib/site-config.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { accessibilityStatementDate } from '../app/features/help/accessibility-statement.ts';
import { test } from './test.ts';

const main = (page: Page) => page.getByRole('main');

/** The disclosure of one help question, found by the question it shows. */
const question = (page: Page, text: string) =>
  main(page)
    .locator('details')
    .filter({ has: page.locator('summary').getByText(text, { exact: true }) });

/** One answer, opened the way a visitor opens it. */
async function openAnswer(page: Page, text: string): Promise<Locator> {
  const details = question(page, text);
  await expect(details).toHaveCount(1);
  const answer = details.locator('[data-help-answer]');
  await expect(answer).toBeHidden();
  await details.locator('summary').click();
  await expect(answer).toBeVisible();
  return answer;
}

const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The served HTML asks for no script at once: nothing on these pages needs one. */
async function expectNoScriptAtOnce(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
  expect(/data-island-entries="([^"]*)"/.exec(html)?.[1] ?? '').toBe('');
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

const channelCard = (page: Page, id: string) => main(page).locator(`[data-support-channel="${id}"]`);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/help answers the common questions with links, and axe finds nothing', async ({ page }) => {
      await expectNoScriptAtOnce(page, '/help');
      await gotoHydrated(page, '/help');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
      await expect(page.getByText('Coming Soon')).toHaveCount(0);
      await expect(main(page).getByRole('heading', { level: 2 })).toContainText([
        'Topics',
        'Opening hours, phone and email',
        'Orders and delivery',
        'Prices and quotes',
        'Prescriptions and side effects',
        'Genuine packs and recalls',
        'Privacy',
      ]);

      const hours = await openAnswer(page, 'When are you open?');
      await expect(hours).toContainText(siteConfig.salesHours);
      await expect(hours).toContainText(hoursLine(siteConfig.businessHours));
      await expect(hours).toContainText(`open ${siteConfig.anyHour}`);
      await expect(hours.getByRole('link', { name: 'Customer Support' })).toHaveAttribute('href', '/support');

      const contact = await openAnswer(page, 'What is your phone number and email address?');
      await expect(contact.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
        'href',
        siteConfig.phone.href,
      );
      await expect(contact.getByRole('link', { name: siteConfig.email.display })).toHaveAttribute(
        'href',
        siteConfig.email.href,
      );

      const order = await openAnswer(page, 'How do I place or track an order?');
      await expect(order.getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
        'href',
        '/request-quote',
      );
      await expect(await openAnswer(page, 'What are your prices?')).toContainText('₹');
      await expect(await openAnswer(page, 'Do I need a prescription?')).toContainText('valid prescription');

      const side = await openAnswer(page, 'How do I report a side effect?');
      await expect(side.getByRole('link', { name: 'adverse-event report page' })).toHaveAttribute(
        'href',
        '/adverse-events',
      );
      await expect(side.getByRole('link', { name: publicHelplines.pvpi.display })).toHaveAttribute(
        'href',
        publicHelplines.pvpi.href,
      );

      const genuine = await openAnswer(page, 'How do I check that a pack is genuine?');
      await expect(genuine.getByRole('link', { name: 'Check a Pack' })).toHaveAttribute('href', '/verify');
      const recall = await openAnswer(page, 'Has a batch of your medicine been recalled?');
      await expect(recall.getByRole('link', { name: 'Product Recalls' })).toHaveAttribute('href', '/recalls');
      const privacy = await openAnswer(page, 'Is my personal information safe?');
      await expect(privacy.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

      // A topic link leads to its section.
      await main(page).getByRole('navigation').getByRole('link', { name: 'Privacy', exact: true }).click();
      await expect(page).toHaveURL(/\/help#privacy$/);

      await expectNoSidewaysScroll(page);
      // Every answer open, so axe checks them all.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('main details')) details.setAttribute('open', '');
      });
      await expectNoA11yViolations(page);
    });

    test('/support lists every way to reach us with its hours, and axe finds nothing', async ({ page }) => {
      await expectNoScriptAtOnce(page, '/support');
      await gotoHydrated(page, '/support');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Support');
      await expect(page.getByText('Coming Soon')).toHaveCount(0);

      const phone = channelCard(page, 'phone');
      await expect(phone.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
        'href',
        siteConfig.phone.href,
      );
      await expect(phone).toContainText(`Open: ${siteConfig.salesHours}`);
      const email = channelCard(page, 'email');
      await expect(email.getByRole('link', { name: siteConfig.email.display })).toHaveAttribute(
        'href',
        siteConfig.email.href,
      );
      for (const [id, href] of [
        ['email', siteConfig.email.href],
        ['contact-form', '/contact'],
        ['quote', '/request-quote'],
        ['adverse-event', '/adverse-events'],
        ['chat', '/contact'],
      ] as const) {
        const card = channelCard(page, id);
        await expect(card, id).toContainText(`Open: ${siteConfig.anyHour}`);
        await expect(card.getByRole('link'), id).toHaveAttribute('href', href);
      }
      await expect(channelCard(page, 'email')).toContainText(`Within ${siteConfig.replyWithin}`);
      const visit = channelCard(page, 'visit');
      await expect(visit).toContainText(siteConfig.address.street);
      await expect(visit).toContainText(`Open: ${hoursLine(siteConfig.businessHours)}`);
      await expect(visit.getByRole('link', { name: 'Map and directions' })).toHaveAttribute(
        'href',
        '/contact#visit',
      );
      await expect(main(page).getByRole('link', { name: publicHelplines.pvpi.display })).toHaveAttribute(
        'href',
        publicHelplines.pvpi.href,
      );
      await expect(main(page).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');

      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page);
    });

    test('/accessibility states the standard, the tests, the limits and how to report, and axe finds nothing', async ({
      page,
    }) => {
      await expectNoScriptAtOnce(page, '/accessibility');
      await gotoHydrated(page, '/accessibility');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
      await expect(page.getByText('Coming Soon')).toHaveCount(0);
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        'The standard we meet',
        'How we test',
        'Known limits',
        'Tell us about a barrier',
      ]);
      await expect(main(page).locator('time')).toHaveAttribute('datetime', accessibilityStatementDate);
      await expect(main(page)).toContainText('WCAG) 2.2, level AA');
      for (const text of [
        'axe-core',
        'Nu HTML Checker',
        'Telugu and Hindi drafts',
        'PDF downloads are not tagged',
      ]) {
        await expect(main(page)).toContainText(text);
      }
      const report = main(page).getByRole('region', { name: 'Tell us about a barrier' });
      await expect(report.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
      await expect(report.getByRole('link', { name: siteConfig.email.display })).toHaveAttribute(
        'href',
        siteConfig.email.href,
      );
      await expect(report.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
        'href',
        siteConfig.phone.href,
      );
      await expect(report).toContainText(siteConfig.salesHours);

      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page);
    });

    test('the help page and the chat give the same answer about the hours and the phone', async ({
      page,
    }) => {
      await gotoHydrated(page, '/help');
      const helpAnswers = {
        hours: squeeze(
          await question(page, 'When are you open?').locator('[data-help-answer]').textContent(),
        ),
        phone: squeeze(
          await question(page, 'What is your phone number and email address?')
            .locator('[data-help-answer]')
            .textContent(),
        ),
      };
      expect(helpAnswers.hours).toContain(siteConfig.salesHours);
      expect(helpAnswers.phone).toContain(siteConfig.phone.display);

      // The chat, on the home page, with the page's clock stopped: the test moves it past each delay.
      const start = new Date('2026-03-02T10:00:00+05:30');
      await page.clock.install({ time: start });
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Open chat' }).click();
      const field = page.getByRole('textbox', { name: 'Your message' });
      await expect(field).toBeFocused();
      await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
      const messages = page.getByRole('region', { name: 'Conversation' }).getByRole('listitem');

      const ask = async (text: string, replyIndex: number) => {
        await field.fill(text);
        await field.press('Enter');
        await expect(messages).toHaveCount(replyIndex);
        await page.clock.runFor(800);
        await expect(messages).toHaveCount(replyIndex + 1);
        // The reply's own text: after the "Assistant:" label read to screen readers.
        return squeeze(await messages.nth(replyIndex).locator('p > span').last().textContent());
      };

      expect(await ask('What are your hours?', 2)).toBe(helpAnswers.hours);
      expect(await ask('What is your phone number?', 4)).toBe(helpAnswers.phone);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the three pages show their content, and the help answers open', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
    const phone = await openAnswer(page, 'What is your phone number and email address?');
    await expect(phone.getByRole('link', { name: siteConfig.phone.display })).toBeVisible();
    const side = await openAnswer(page, 'How do I report a side effect?');
    await expect(side.getByRole('link', { name: 'adverse-event report page' })).toBeVisible();

    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Support');
    await expect(channelCard(page, 'phone')).toContainText(siteConfig.salesHours);
    await expect(channelCard(page, 'contact-form')).toContainText(siteConfig.anyHour);
    await expect(channelCard(page, 'visit')).toContainText(hoursLine(siteConfig.businessHours));

    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
    await expect(main(page).getByRole('heading', { name: 'Tell us about a barrier' })).toBeVisible();
    await expect(main(page).locator('time')).toHaveText('27 November 2026');
  });
});
