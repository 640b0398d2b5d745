import { expect } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, sendQuote, signInAsNewSalesMember } from './fixtures.ts';
import { test } from './test.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a member of sales assigns a quote request to themselves, finds it under Mine, and reads its values as the form showed them', async ({
      page,
      request,
    }) => {
      const displayName = 'Kiran Sales';
      await signInAsNewSalesMember(page, request, displayName);
      const reference = await sendQuote(request, 'Kavitha Rao');

      const list = await findInInbox(page, reference);
      await expect(list).toContainText('Timeline: Within a month');
      await expect(list).toContainText('Unassigned');
      await expect(list).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/);
      await list.getByRole('button').click();
      const detail = page.getByRole('region', { name: reference });
      await expect(detail.getByRole('definition').filter({ hasText: 'Within a month' })).toBeVisible();
      await expect(detail).not.toContainText('within-1-month');
      await expect(detail).toContainText(/Received \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/);

      const assignment = detail.getByRole('region', { name: 'Assigned to' });
      await expect(assignment.getByRole('status')).toHaveText('Nobody yet');
      await assignment.getByRole('button', { name: 'Assign to me' }).click();
      await expect(assignment.getByRole('status')).toHaveText(`${displayName} (you)`);
      await expect(detail.getByRole('listitem')).toContainText([`${displayName} assigned it to themselves`]);
      await expect(assignment.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
      await expectNoA11yViolations(page);

      const filters = page.getByRole('form', { name: 'Filter submissions' });
      await filters.getByLabel('Search').fill('');
      await filters.getByLabel('Assigned').selectOption({ label: 'Mine' });
      await filters.getByRole('button', { name: 'Apply' }).click();
      const mine = page.getByRole('list', { name: 'Submissions' });
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await expect(mine).toContainText(reference);
      await expect(mine).toContainText('Assigned to you');

      await filters.getByLabel('Assigned').selectOption({ label: 'Unassigned' });
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect(mine).not.toContainText(reference);
    });
  });
}

test('the admin key has no Mine, and says why', async ({ page, request }) => {
  const reference = await sendQuote(request, 'Suresh Babu');
  await findInInbox(page, reference);
  const assigned = page.getByRole('form', { name: 'Filter submissions' }).getByLabel('Assigned');
  await expect(assigned.getByRole('option', { name: 'Mine' })).toBeDisabled();
  await expect(assigned).toHaveAccessibleDescription(
    '“Mine” needs your own staff account; the admin key has none.',
  );
});
