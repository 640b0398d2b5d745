import { expect as baseExpect, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { packCheckTexts } from '#contract/pack-checks.ts';
import { expectNoA11yViolations } from './axe.ts';
import { labelledBatch } from './fixtures.ts';
import { test } from './test.ts';

// Waits cover a real server; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a visitor without script checks a scanned label, a typed code, a batch number and a wrong code', async ({
      browser,
      request,
    }) => {
      const { batchNumber, labels } = await labelledBatch(request, 2);
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();

      // The phone's camera app opens the address in the QR code.
      await page.goto(new URL(labels[0]!.url).pathname);
      const answer = page.locator('[data-pack-answer]');
      await expect(answer.getByRole('heading', { name: packCheckTexts.heading.genuine })).toBeVisible();
      await expect(answer).toContainText('Pack serial: 1');
      await expect(answer.getByRole('definition').filter({ hasText: batchNumber })).toBeVisible();
      await expect(answer).toContainText('NeuroVital');

      await page.goto('/verify');
      await expect(page.getByRole('heading', { level: 1, name: 'Check a Pack' })).toBeVisible();
      await expect(answer).toBeHidden();
      await page.getByRole('textbox', { name: 'Pack code' }).fill(labels[1]!.code.toLowerCase());
      await page.getByRole('button', { name: 'Check code' }).click();
      await expect(answer.getByRole('heading', { name: packCheckTexts.heading.genuine })).toBeVisible();
      await expect(answer).toContainText('Pack serial: 2');

      await page
        .getByRole('combobox', { name: 'Product', exact: true })
        .selectOption({ label: 'NeuroVital' });
      await page.getByRole('textbox', { name: 'Batch number' }).fill(batchNumber.toLowerCase());
      await page.getByRole('button', { name: 'Check batch' }).click();
      await expect(
        answer.getByRole('heading', { name: packCheckTexts.heading['batch-found'] }),
      ).toBeVisible();

      await page.getByRole('textbox', { name: 'Pack code' }).fill('NOT-A-REAL-CODE');
      await page.getByRole('button', { name: 'Check code' }).click();
      await expect(answer.getByRole('heading', { name: packCheckTexts.heading['not-found'] })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Pack code' })).toHaveValue('NOT-A-REAL-CODE');
      await expect(
        answer.getByRole('link', { name: 'report a side effect or a problem with a medicine' }),
      ).toHaveAttribute('href', '/adverse-events');
      await context.close();
    });

    test('an answer is accessible and fits the screen', async ({ page, request }) => {
      const { labels } = await labelledBatch(request, 1);
      await page.goto(new URL(labels[0]!.url).pathname);
      await expect(page.getByRole('heading', { name: packCheckTexts.heading.genuine })).toBeVisible();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await expectNoA11yViolations(page);
    });
  });
}

/** A camera that films the image (a QR code) on a white card: what the page gets from getUserMedia. */
async function filmImage(page: Page, imageUrl: string | null) {
  await page.addInitScript((source) => {
    navigator.mediaDevices.getUserMedia = async () => {
      if (source === null) throw new DOMException('Permission denied', 'NotAllowedError');
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 480, 480);
        context.drawImage(image, 40, 40, 400, 400);
        requestAnimationFrame(draw);
      };
      draw();
      return canvas.captureStream(15);
    };
  }, imageUrl);
}

test.describe('scanning with the camera on the page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a pack’s QR code opens its answer', async ({ page, request }) => {
    const { labels } = await labelledBatch(request, 1);
    await filmImage(page, labels[0]!.qrCode);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Scan the QR code with this device’s camera' }).click();
    await expect(page).toHaveURL(new RegExp(`/verify/${labels[0]!.code}$`));
    await expect(page.getByRole('heading', { name: packCheckTexts.heading.genuine })).toBeVisible();
  });

  test('another QR code is named as not ours, and a refused camera says what to do instead', async ({
    page,
  }) => {
    await filmImage(page, await QRCode.toDataURL('https://example.com/hello'));
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Scan the QR code with this device’s camera' }).click();
    await expect(
      page.getByText('This QR code is not one of our pack codes.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Stop scanning' }).click();
    await expect(
      page.getByRole('button', { name: 'Scan the QR code with this device’s camera' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/verify$/);
  });

  test('a camera the visitor refuses leaves the typed forms', async ({ page }) => {
    await filmImage(page, null);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Scan the QR code with this device’s camera' }).click();
    await expect(page.getByText('The camera could not be opened.', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Pack code' })).toBeVisible();
  });
});
