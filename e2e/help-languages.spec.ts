import { expect, type Page } from '@playwright/test';
import { pageFor } from '../app/pages.ts';
import { messagesFor } from '../languages/catalogues.ts';
import { accessibilityStatementDate } from '../app/features/help/accessibility-statement.ts';
import { siteConfig } from '../app/lib/site-config.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoBeforeHydration, gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

/** The help center, customer support and accessibility statement in Telugu and Hindi (issue 30). */
const te = messagesFor('te');
const hi = messagesFor('hi');
const text = (messages: typeof te, id: string) => messages[id] ?? id;
const main = (page: Page) => page.getByRole('main');

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/te/help shows its topics in Telugu and opens an answer right after paint', async ({ page }) => {
    const { releaseScripts } = await gotoBeforeHydration(page, '/te/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageFor('/te/help').title);
    await expect(main(page).getByRole('heading', { level: 2 })).toContainText([
      text(te, 'help.page.topicsHeading'),
      text(te, 'help.page.topics.0.title'),
      text(te, 'help.page.topics.1.title'),
      text(te, 'help.page.topics.5.title'),
    ]);

    // A topic chip leads to its section, and the question opens, before any script has run.
    await main(page)
      .getByRole('navigation')
      .getByRole('link', { name: text(te, 'help.page.topics.5.title'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/te\/help#privacy$/);
    const question = main(page).locator('details[data-help-question="contact"]');
    await question.locator('summary').click();
    const answer = question.locator('[data-help-answer]');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('మా సహాయ బృందాన్ని');
    await expect(answer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
    await expect(
      answer.getByRole('link', { name: text(te, 'help.page.pageNames.contactForm') }),
    ).toHaveAttribute('href', '/te#contact');
    await expect(
      main(page)
        .getByRole('link', { name: text(te, 'help.page.links.support.text') })
        .last(),
    ).toHaveAttribute('href', '/te/support');
    releaseScripts();
  });

  test('/te/accessibility has nothing for axe to report', async ({ page }) => {
    await gotoHydrated(page, '/te/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageFor('/te/accessibility').title);
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
      text(te, 'help.accessibility.standard.title'),
      text(te, 'help.accessibility.testing.title'),
      text(te, 'help.accessibility.limits.title'),
      text(te, 'help.accessibility.report.title'),
    ]);
    await expect(main(page).locator('time')).toHaveAttribute('datetime', accessibilityStatementDate);
    await expect(main(page).locator('time')).toContainText('నవంబర్');
    await expectNoA11yViolations(page);
  });
});

test.describe('without JavaScript, at 1366 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test('/hi/support gives the phone number of the site configuration and its ways in, in Hindi', async ({
    page,
  }) => {
    await page.goto('/hi/support');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageFor('/hi/support').title);
    await expect(
      main(page).getByRole('heading', { name: text(hi, 'help.support.channelsHeading') }),
    ).toBeVisible();

    const phone = main(page).locator('[data-support-channel="phone"]');
    await expect(phone.getByRole('heading')).toHaveText(text(hi, 'help.support.channels.phone.title'));
    await expect(phone.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
      'href',
      siteConfig.phone.href,
    );
    await expect(phone).toContainText(`${text(hi, 'help.support.open')} ${text(hi, 'site.hours.phoneLine')}`);
    const email = main(page).locator('[data-support-channel="email"]');
    await expect(email).toContainText(siteConfig.anyHour);
    await expect(email).toContainText('24 घंटे के भीतर');
    await expect(
      main(page).locator('[data-support-channel="contact-form"]').getByRole('link'),
    ).toHaveAttribute('href', '/hi/contact');
    await expect(
      main(page).getByRole('link', { name: text(hi, 'help.support.links.helpCenter.text') }),
    ).toHaveAttribute('href', '/hi/help');
  });
});
