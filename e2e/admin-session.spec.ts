import { expect, test } from '@playwright/test';

test('a first visit to /tablets asks for the key without an error in the console or a request left open', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const sessionCheck = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/session') && response.request().method() === 'GET',
  );
  await page.goto('/tablets');

  const answer = await sessionCheck;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ admin: false });
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Access Required' })).toBeVisible({
    timeout: 15_000,
  });
  await page.waitForLoadState('networkidle', { timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});
