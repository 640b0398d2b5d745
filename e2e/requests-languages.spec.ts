import { expect, type Page } from '@playwright/test';
import { messagesFor } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { sendQuoteRequest } from './fixtures.ts';
import { test } from './test.ts';

const telugu = messagesFor('te');
const hindi = messagesFor('hi');
const main = (page: Page) => page.getByRole('main');

test('a request’s private page speaks Telugu, refuses an empty answer in Telugu, and opens again in Hindi', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { requestPath } = await sendQuoteRequest(page.request, 'Kavitha Telugu');
  const reference = /\/requests\/([^#]+)#/.exec(requestPath)![1]!;
  await page.goto(`/te${requestPath}`);

  await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    telugu['request.page.title']!.replace('{reference}', reference),
  );
  await expect(main(page).getByRole('status').first()).toHaveText(telugu['request.status.received']!);
  await expect(main(page)).toContainText(telugu['request.kind.quote']!);

  const answer = main(page).getByRole('form', { name: telugu['request.page.answerHeading']! });
  await answer.getByRole('button', { name: telugu['request.page.sendAnswer']! }).click();
  await expect(answer).toContainText(telugu['request.messages.answerRequired']!);
  await answer.getByLabel(telugu['request.page.answerLabel']!).fill('మాకు 40 లాన్సెట్ పెట్టెలు కూడా కావాలి.');
  await answer.getByRole('button', { name: telugu['request.page.sendAnswer']! }).click();
  await expect(answer.getByRole('status')).toHaveText(
    telugu['request.page.answerSent']!.replace('{hours}', '24'),
  );
  await expect(main(page).getByRole('listitem')).toContainText('లాన్సెట్');
  await expectNoA11yViolations(page);

  // The switcher's link names no request: the tab reopens the one it had open, in Hindi.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByRole('navigation', { name: /Language|భాష|भाषा/ })
    .filter({ visible: true })
    .getByRole('link', { name: 'हिन्दी' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/hi/requests/${reference}#[\\w-]{20,}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hindi['request.page.title']!.replace('{reference}', reference),
  );
  await expect(main(page).getByRole('listitem')).toContainText('లాన్సెట్');
  await expectNoA11yViolations(page);
});
