import { expect as baseExpect, type Page } from '@playwright/test';
import { pageFor } from '../app/pages.ts';
import { messagesFor } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoBeforeHydration, labelledBatch } from './fixtures.ts';
import { test } from './test.ts';

/** The pack check in Telugu and Hindi (issue 30): the page, its forms and the server's answer. */
const te = messagesFor('te');
const hi = messagesFor('hi');
const text = (messages: typeof te, id: string) => messages[id] ?? id;

// Waits cover a real server; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const answerOf = (page: Page) => page.locator('[data-pack-answer]');

/** The value the answer's record gives a field, by the field's name. */
const recordValue = (page: Page, label: string) =>
  answerOf(page)
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/te/verify checks a batch number right after paint and answers in Telugu', async ({
    page,
    request,
  }) => {
    const { batchNumber } = await labelledBatch(request, 1);
    const { releaseScripts } = await gotoBeforeHydration(page, '/te/verify');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageFor('/te/verify').title);
    const form = page.getByRole('form', { name: text(te, 'packCheck.page.batchHeading') });
    await form
      .getByRole('combobox', { name: text(te, 'packCheck.page.productLabel'), exact: true })
      .selectOption({ label: 'NeuroVital' });
    await form
      .getByRole('textbox', { name: text(te, 'packCheck.page.batchLabel') })
      .fill(batchNumber.toLowerCase());
    await form.getByRole('button', { name: text(te, 'packCheck.page.checkBatch') }).click();
    releaseScripts();

    await expect(page).toHaveURL(/\/te\/verify\?product=neurovital&batch=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(
      answerOf(page).getByRole('heading', { name: text(te, 'packCheck.answer.heading.batch-found') }),
    ).toBeVisible();
    await expect(recordValue(page, text(te, 'packCheck.record.batchNumber'))).toHaveText(batchNumber);
    await expect(recordValue(page, text(te, 'packCheck.record.expiresOn'))).toHaveText(
      new Intl.DateTimeFormat('te-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date('2028-09-30'),
      ),
    );
    // Once its script runs, the scanner offers itself in Telugu too.
    await expect(page.getByRole('button', { name: text(te, 'packCheck.scanner.scan') })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('/hi/verify checks a typed code right after paint, answers in Hindi, and axe finds nothing', async ({
    page,
    request,
  }) => {
    const code = (await labelledBatch(request, 1)).labels[0]!.code;
    const { releaseScripts } = await gotoBeforeHydration(page, '/hi/verify');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const form = page.getByRole('form', { name: text(hi, 'packCheck.page.codeHeading') });
    await form.getByRole('textbox', { name: text(hi, 'packCheck.page.codeLabel') }).fill(code.toLowerCase());
    await form.getByRole('button', { name: text(hi, 'packCheck.page.checkCode') }).click();
    releaseScripts();

    await expect(page).toHaveURL(/\/hi\/verify\?code=/);
    await expect(
      answerOf(page).getByRole('heading', { name: text(hi, 'packCheck.answer.heading.genuine') }),
    ).toBeVisible();
    await expect(answerOf(page)).toContainText(
      text(hi, 'packCheck.answerParts.serial').replace('{serial}', '1'),
    );
    await expect(recordValue(page, text(hi, 'packCheck.record.brandName'))).toHaveText('NeuroVital');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expectNoA11yViolations(page);
  });
});
