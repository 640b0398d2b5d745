import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat' });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });
const messageField = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const messages = (page: Page) => page.getByRole('region', { name: 'Conversation' }).getByRole('listitem');
const quickActions = (page: Page) => page.getByRole('group', { name: 'Quick questions' });
const typingIndicator = (page: Page) => page.getByText('Assistant is typing…');

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatDialog(page)).toBeVisible();
  await expect(messageField(page)).toBeFocused();
}

async function expectClosedWithFocusOnLauncher(page: Page) {
  await expect(chatDialog(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
}

/** Opens the chat, then stops the page's clock so the test decides when each delay has passed. */
async function openChatWithPausedClock(page: Page) {
  const start = new Date('2026-03-02T10:00:00+05:30');
  await page.clock.install({ time: start });
  await gotoHydrated(page, '/');
  await openChat(page);
  await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
}

async function send(page: Page, text: string) {
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
}

test.describe('help chat', () => {
  test('the chat code is not requested until the chat is first opened', async ({ page }) => {
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('chat-widget')) chatRequests.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(chatRequests).toEqual([]);

    await openChat(page);
    expect(chatRequests.length).toBeGreaterThan(0);
  });

  test('says the chat is opening while its code is on the way, then opens it', async ({ page }) => {
    await gotoHydrated(page, '/');
    let releaseChat = () => {};
    const chatHeld = new Promise<void>((resolve) => (releaseChat = resolve));
    await page.route(/\/chat-widget-[\w-]+\.js$/, async (route) => {
      await chatHeld;
      await route.continue();
    });
    const opening = page.getByRole('status').filter({ hasText: 'Opening the chat…' });

    await launcher(page).click();
    await expect(opening).toBeVisible();
    await expect(chatDialog(page)).toBeHidden();
    releaseChat();
    await expect(chatDialog(page)).toBeVisible();
    await expect(messageField(page)).toBeFocused();
    await expect(opening).toHaveCount(0);
  });

  test('opens and closes with Escape, the close button and the backdrop, returning focus to the launcher', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');

    await openChat(page);
    // The page behind the modal chat, launcher included, is hidden from assistive technology.
    await expect(page.getByRole('button', { name: 'Open chat', includeHidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOnLauncher(page);

    await openChat(page);
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expectClosedWithFocusOnLauncher(page);

    await openChat(page);
    await page.mouse.click(10, 10);
    await expectClosedWithFocusOnLauncher(page);
  });

  test('opens from the contact section’s Start Live Chat button and returns focus to it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const startLiveChat = page.getByRole('button', { name: 'Start Live Chat' });
    await startLiveChat.click();
    await expect(chatDialog(page)).toBeVisible();
    await expect(messageField(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(chatDialog(page)).toBeHidden();
    await expect(startLiveChat).toBeFocused();
  });

  test('keeps keyboard focus inside the open chat', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      await expect(chatDialog(page).locator(':focus')).toHaveCount(1);
    }
  });

  test('starts with one greeting and the six quick actions', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openChat(page);
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText('Hello! Welcome to');
    await expect(messages(page).first().locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    await expect(quickActions(page).getByRole('button')).toHaveText([
      'Products',
      'Order Status',
      'Store Locator',
      'Complaints',
      'Offers',
      'Contact Us',
    ]);
  });

  test('a sent message shows the typing indicator with the field disabled for 800 ms, then the reply', async ({
    page,
  }) => {
    await openChatWithPausedClock(page);
    await send(page, 'Do you sell supplements?');

    await expect(messages(page).nth(1)).toContainText('Do you sell supplements?');
    await expect(typingIndicator(page)).toBeVisible();
    await expect(messageField(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(quickActions(page)).toBeHidden();

    await page.clock.runFor(799);
    await expect(typingIndicator(page)).toBeVisible();
    await expect(messages(page)).toHaveCount(2);

    await page.clock.runFor(1);
    await expect(messages(page).nth(2)).toContainText('Our supplements are');
    await expect(typingIndicator(page)).toBeHidden();
    await expect(messageField(page)).toBeEnabled();
    await expect(messageField(page)).toBeFocused();
    await expect(messages(page)).toHaveCount(3);
  });

  test('whitespace-only input is not sent', async ({ page }) => {
    await openChatWithPausedClock(page);
    await send(page, '   ');
    await sendButton(page).click();
    await page.clock.runFor(2000);

    await expect(messages(page)).toHaveCount(1);
    await expect(typingIndicator(page)).toBeHidden();
    await expect(quickActions(page)).toBeVisible();
  });

  test('a quick action sends its text after 100 ms and gets an answer', async ({ page }) => {
    await openChatWithPausedClock(page);
    await quickActions(page).getByRole('button', { name: 'Order Status' }).click();

    await page.clock.runFor(99);
    await expect(messages(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(messages(page).nth(1)).toContainText('Order Status');
    await expect(quickActions(page)).toBeHidden();
    await page.clock.runFor(800);
    await expect(messages(page).nth(2)).toContainText('To check an order');
  });

  test('asking the price quotes a catalogue item at its price, linking its list', async ({ page }) => {
    await openChatWithPausedClock(page);
    await send(page, 'price');
    await page.clock.runFor(800);
    await expect(messages(page).nth(2)).toContainText('CardioHealth Plus costs ₹299.00');
    await messages(page).nth(2).getByRole('link', { name: 'Prescription Medicines' }).click();
    await expect(page).toHaveURL(/\/products\/prescription-medicines$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription Medicines');
  });

  test('has no accessibility violations with the chat open', async ({ page }) => {
    test.slow(); // two axe runs over the whole home page
    // The home page's carousels hold still (no autoplay, no fade), so axe never meets a slide half
    // faded in: the hour the clock skips ahead would otherwise have moved them.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openChatWithPausedClock(page);
    // axe schedules its own timers: let the clock run while it checks.
    await page.clock.resume();
    await expectNoA11yViolations(page);

    await send(page, 'hello');
    await page.clock.runFor(800);
    await expect(messages(page)).toHaveCount(3);
    await expectNoA11yViolations(page);
  });
});

test.describe('the chat launcher covers nothing', () => {
  for (const width of [320, 390, 768, 1024, 1366, 1920]) {
    test(`at ${width} px every control can be seen and reached beside it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(launcher(page)).toBeVisible();
      // On a phone the legal links fold under one summary at the very end of the page: open it.
      const legal = page.getByRole('contentinfo').getByText('Legal and policies', { exact: true });
      if (await legal.isVisible()) await legal.click();
      // Each control as far into the middle of the window as the page lets it go: those at the end
      // of the page stay at the bottom, where the launcher is.
      const covered = await page.evaluate(() => {
        const button = document.querySelector('[data-chat-launcher]')!;
        const controls = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
        ];
        return controls.flatMap((control) => {
          if (button.contains(control) || control.getClientRects().length === 0) return [];
          control.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit && button.contains(hit)
            ? [control.textContent?.trim() || control.outerHTML.slice(0, 80)]
            : [];
        });
      });
      expect(covered).toEqual([]);
      // Scrolled to the very end, no part of any control (the footer's email link, the legal links)
      // lies under it.
      const coveredAtEnd = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const button = document.querySelector('[data-chat-launcher]')!.getBoundingClientRect();
        const controls = [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary'),
        ];
        return controls.flatMap((control) => {
          if (control.matches('[data-chat-launcher]') || !control.checkVisibility()) return [];
          const box = control.getBoundingClientRect();
          const overlaps =
            box.x < button.right && button.x < box.right && box.y < button.bottom && button.y < box.bottom;
          return overlaps ? [control.textContent?.trim() || control.outerHTML.slice(0, 80)] : [];
        });
      });
      expect(coveredAtEnd).toEqual([]);
      for (const name of ['Sitemap', 'Cookie Policy']) {
        await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toBeVisible();
      }
    });
  }
});
