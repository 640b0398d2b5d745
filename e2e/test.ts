import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` with one more check for every test that opens a page: no error went uncaught
 * in a page of its browser (a part that failed to render, a handler's promise rejected, a hydration
 * mismatch React reports). A failed request a test causes on purpose is not one: the page answers
 * it with a message. Pages of a browser a test opens itself (`browser.newContext()`) are not watched.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const uncaught: string[] = [];
    context.on('weberror', (webError) => {
      const error = webError.error();
      uncaught.push(`${webError.page()?.url() ?? 'a page'}: ${error.stack ?? error.message}`);
    });
    await use(context);
    expect(uncaught, 'errors uncaught in a page').toEqual([]);
  },
});
