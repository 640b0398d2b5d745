import { type APIRequestContext, expect as baseExpect } from '@playwright/test';
import { packCheckTexts } from '#contract/pack-checks.ts';
import { recallSubscriptionTexts } from '#contract/recalls.ts';
import { expectNoA11yViolations } from './axe.ts';
import { signInAsStaff } from './fixtures.ts';
import { mailHolding } from './mail-catcher.ts';
import { test } from './test.ts';

// Waits cover a real server and the staff gate; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A batch number no other test run has used. */
const freshBatchNumber = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function recordBatch(request: APIRequestContext, productSlug: string, batchNumber: string) {
  const created = await request.post('/api/batches', {
    data: {
      productSlug,
      batchNumber,
      manufacturedOn: '2026-09-01',
      expiresOn: '2028-08-31',
      quantity: 500,
      siteId: 'nacharam',
      status: 'released',
    },
  });
  expect(created.status()).toBe(201);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff publish a recall, and the list, the notice, the product page and a pack check show it without a rebuild', async ({
      page,
      browser,
    }) => {
      await signInAsStaff(page.request);
      const batch = freshBatchNumber('R');
      await recordBatch(page.request, 'omega-3-fish-oil', batch);

      await page.goto('/admin/recalls');
      await expect(page.getByRole('heading', { level: 1, name: 'Recalls' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Publish a recall' });
      await form.getByRole('button', { name: 'Publish the recall…' }).click();
      await expect(form.getByText('Choose the product being recalled')).toBeVisible();

      await form.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Omega-3 Fish Oil' });
      await form.getByLabel('Batch numbers').fill(`${batch.toLowerCase()}, NOT-OURS-1`);
      await form.getByRole('radio', { name: /^Class II —/ }).check();
      await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Not of standard quality' });
      await form
        .getByLabel('What was found')
        .fill(`Capsules of batch ${batch} failed the peroxide value test.`);
      await form.getByRole('button', { name: 'Publish the recall…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Publish this recall now?' });
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await expect(form.getByText(/This product has no batch of this number: NOT-OURS-1/)).toBeVisible();

      await form.getByLabel('Batch numbers').fill(batch);
      await form.getByRole('button', { name: 'Publish the recall…' }).click();
      await expect(dialog).toContainText(batch);
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await expect(
        page.getByText('The recall of Omega-3 Fish Oil is published, and its batch is marked recalled.'),
      ).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: batch });
      await expect(row).toContainText('Class II');
      await expect(row).toContainText('Open');
      await expectNoA11yViolations(page);

      // Every notice is loaded (the list is not paged), so the screen sorts them itself.
      const table = page.getByRole('table', { name: 'Recall notices, newest first' });
      const header = (name: string) => table.getByRole('columnheader', { name });
      await expect(header('Published')).toHaveAttribute('aria-sort', 'descending');
      await header('Class').getByRole('button').click();
      const byClass = page.getByRole('table', { name: 'Recall notices, Class I first' });
      await expect(byClass.getByRole('columnheader', { name: 'Class' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(byClass.getByRole('columnheader', { name: 'Published' })).not.toHaveAttribute('aria-sort');
      const classes = await byClass.locator('tbody tr > :nth-child(3)').allInnerTexts();
      expect(classes).toEqual(classes.toSorted((a, b) => a.length - b.length || a.localeCompare(b)));
      await expectNoA11yViolations(page);
      await byClass.getByRole('button', { name: 'Published' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      const oldestFirst = page.getByRole('table', { name: 'Recall notices, oldest first' });
      await expect(oldestFirst.getByRole('columnheader', { name: 'Published' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      const published = await oldestFirst
        .locator('tbody time')
        .evaluateAll((times) =>
          times.filter((time) => !time.closest('span')).map((time) => time.getAttribute('datetime') ?? ''),
        );
      expect(published).toEqual(published.toSorted());

      // A visitor, in a browser of their own, reads it straight away.
      const visitor = await (await browser.newContext({ viewport })).newPage();
      await visitor.goto('/recalls');
      const summary = visitor.getByRole('article').filter({ hasText: batch });
      await expect(summary.getByRole('link', { name: 'Class II recall of Omega-3 Fish Oil' })).toBeVisible();
      await expectNoA11yViolations(visitor);
      await summary.getByRole('link', { name: 'Class II recall of Omega-3 Fish Oil' }).click();
      await expect(visitor).toHaveTitle(/^Class II recall of Omega-3 Fish Oil/);
      await expect(
        visitor.getByText(`Capsules of batch ${batch} failed the peroxide value test.`),
      ).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'If you are a patient' })).toBeVisible();
      await expectNoA11yViolations(visitor);

      await visitor.goto('/products/supplements/omega-3-fish-oil');
      const banner = visitor.getByRole('region', { name: 'Recall notice' });
      await expect(banner).toContainText(batch);
      await expect(
        banner.getByRole('link', { name: 'Read the notice and what to do' }).first(),
      ).toBeVisible();
      await expectNoA11yViolations(visitor);

      await visitor.goto('/verify');
      const check = visitor.getByRole('form', { name: 'Check a batch number' });
      await check.getByLabel('Product').selectOption({ label: 'Omega-3 Fish Oil' });
      await check.getByLabel('Batch number').fill(batch);
      await check.getByRole('button', { name: 'Check batch' }).click();
      await expect(visitor.getByRole('heading', { name: packCheckTexts.heading.recalled })).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Read the recall notice' })).toBeVisible();

      // Completed: it moves to the past notices.
      await row.getByRole('button', { name: /^Mark completed/ }).click();
      await expect(row).toContainText('Completed');
      await visitor.goto('/recalls');
      const past = visitor.getByRole('region', { name: 'Past recalls' });
      await expect(past.getByRole('article').filter({ hasText: batch })).toBeVisible();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a visitor subscribes to a product’s recalls, confirms from the mail, gets the Class I notice, and unsubscribes in one step', async ({
    page,
    playwright,
  }) => {
    const address = `recalls-${Date.now().toString(36)}@example.in`;
    await page.goto('/recalls');
    const form = page.getByRole('form', { name: 'Get recall notices by email' });
    await form.getByLabel('Product').selectOption({ label: 'BoneStrength Calcium' });
    await form.getByLabel('Email').fill(address);
    await form.getByRole('button', { name: 'Email me recall notices' }).click();
    await expect(page.getByRole('status').filter({ hasText: recallSubscriptionTexts.sent })).toBeVisible();

    await expect
      .poll(() => mailHolding(`To: ${address}`), { timeout: 30_000 })
      .toContain('Subject: Confirm: recall notices of BoneStrength Calcium');
    const confirmation = (await mailHolding(`To: ${address}`))!;
    const confirmLink = /https?:\/\/\S+\/recalls\/subscriptions\/confirm\/[\w-]+/.exec(confirmation)![0];
    await page.goto(confirmLink);
    await expect(page.getByText(recallSubscriptionTexts.confirmQuestion)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(recallSubscriptionTexts.confirmed)).toBeVisible();

    // Staff publish a Class I recall of that product.
    const staff = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    await signInAsStaff(staff);
    const batch = freshBatchNumber('S');
    await recordBatch(staff, 'bonestrength-calcium', batch);
    const published = await staff.post('/api/recalls', {
      data: {
        productSlug: 'bonestrength-calcium',
        batchNumbers: [batch],
        recallClass: 'I',
        reason: 'safety',
        details: `Batch ${batch} may hold more calcium than its label says.`,
        patientAction: 'Stop taking these capsules and return them to your pharmacy.',
        pharmacyAction: 'Stop selling this batch.',
        doctorAction: 'Ask patients on this batch about symptoms of too much calcium.',
      },
    });
    expect(published.status()).toBe(201);
    await staff.dispose();

    await expect
      .poll(() => mailHolding(`may hold more calcium than its label says`), { timeout: 30_000 })
      .toContain(`To: ${address}`);
    const notice = (await mailHolding('may hold more calcium than its label says'))!;
    expect(notice).toContain('Subject: URGENT: Class I recall of BoneStrength Calcium');
    expect(notice).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribeLink = /To stop them: (\S+)/.exec(notice)![1]!;
    await page.goto(unsubscribeLink);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(recallSubscriptionTexts.unsubscribed)).toBeVisible();
  });
});
