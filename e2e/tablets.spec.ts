import { expect as baseExpect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import {
  gotoHydrated,
  openTabletsSignedIn,
  signInThroughGate,
  tabTo,
  toast,
  uniqueName,
} from './fixtures.ts';
import { e2eAdminKey } from '../playwright.config.ts';
import { test } from './test.ts';

// Waits cover a real server, reloads and hydration; on a busy machine these take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 60_000 });

async function reload(page: Page) {
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

async function openGate(page: Page) {
  await gotoHydrated(page, '/tablets');
  await expect(page.getByRole('heading', { level: 2, name: 'Admin Access Required' })).toBeVisible();
}

async function unlockThroughGate(page: Page) {
  await openGate(page);
  await signInThroughGate(page);
  await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeVisible();
}

interface StoredTablet {
  id: string;
  name: string;
  price: number;
  version: number;
}

async function createThroughApi(page: Page, name: string, price = 42.5): Promise<StoredTablet> {
  const response = await page.request.post('/api/tablets', {
    data: { name, genericName: `${name} generic`, price, description: 'Created for a test' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tablet: StoredTablet }).tablet;
}

async function fillTabletForm(
  page: Page,
  values: { name: string; genericName: string; price: string; description?: string },
) {
  await page.getByLabel('Medicine name').fill(values.name);
  await page.getByLabel('Generic name').fill(values.genericName);
  await page.getByLabel('Price').fill(values.price);
  if (values.description !== undefined) await page.getByLabel('Description').fill(values.description);
}

test.describe('admin gate', () => {
  test('a wrong key is refused without detail, the right key opens the page, a reload keeps it, Lock closes it', async ({
    page,
  }) => {
    await openGate(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tablet Management');
    const key = page.getByLabel('Enter Admin Key');
    await expect(key).toHaveAttribute('type', 'password');
    await expect(key).toHaveAttribute('placeholder', 'Enter Admin Key');
    await expectNoA11yViolations(page);

    await key.fill('not-the-key');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin key' })).toBeVisible();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Add New Tablet' })).toHaveCount(0);

    await key.fill(e2eAdminKey);
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tablet Management');
    await expect(page.getByText('Manage your medicine inventory')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeVisible();

    await reload(page);
    await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Lock' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await reload(page);
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  });

  test('without JavaScript the page shows the gate and says the screen needs JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/tablets');
      // Chromium with scripts turned off by the test still parses <noscript> as text, unlike a
      // browser with JavaScript off, so its content is checked as the page's own markup.
      const fallback = (await page.locator('main noscript').textContent()) ?? '';
      for (const text of [
        'Admin Access Required',
        'Enter Admin Key',
        'Access Admin Panel',
        'The staff screen needs JavaScript.',
      ])
        expect(fallback).toContain(text);
      await expect(page.getByText('Checking admin access…')).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('the session check ends: the page reaches network idle and logs no error of its own', async ({
    page,
  }) => {
    const sessionChecks: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/admin/session')) sessionChecks.push(request.method());
    });
    await gotoHydrated(page, '/tablets');
    await expect(page.getByRole('heading', { level: 2, name: 'Admin Access Required' })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
    expect(sessionChecks).toEqual(['GET']);
  });

  test('too many attempts show how long to wait', async ({ page }) => {
    await page.route('**/api/admin/session', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            headers: { 'Retry-After': '900' },
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Too many attempts. Try again later.' }),
          })
        : route.continue(),
    );
    await openGate(page);
    await page.getByLabel('Enter Admin Key').fill('anything');
    await page.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in 15 minutes.' }),
    ).toBeVisible();
  });

  test('an expired session goes back to the gate with a message', async ({ page, context }) => {
    await openTabletsSignedIn(page);
    await context.clearCookies();
    await page.getByRole('button', { name: 'Add New Tablet' }).click();
    await fillTabletForm(page, { name: uniqueName('Expired'), genericName: 'Nothing', price: '1' });
    await page.getByRole('button', { name: 'Add Tablet' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByText('Your admin session has ended. Enter the admin key again.')).toBeVisible();
  });
});

test.describe('managing tablets', () => {
  test('add, edit and delete with the exact messages, each surviving a reload', async ({ page }) => {
    const name = uniqueName('Paracetamol 650');
    const renamed = `${name} (strip of 15)`;
    await unlockThroughGate(page);

    await page.getByRole('button', { name: 'Add New Tablet' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Tablet' })).toBeVisible();
    await fillTabletForm(page, {
      name,
      genericName: 'Paracetamol',
      price: '1234.5',
      description: 'Fever and pain',
    });
    await page.getByRole('button', { name: 'Add Tablet' }).click();
    await expect(toast(page, 'Tablet added successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Add New Tablet' })).toHaveCount(0);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect(row).toContainText('Paracetamol');
    await expect(row).toContainText('₹1,234.50');
    await expect(row).toContainText('Fever and pain');

    await reload(page);
    await expect(row).toContainText('₹1,234.50');

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Edit Tablet' })).toBeVisible();
    await expect(page.getByLabel('Medicine name')).toHaveValue(name);
    await page.getByLabel('Medicine name').fill(renamed);
    await page.getByLabel('Price').fill('99.9');
    await page.getByRole('button', { name: 'Update Tablet' }).click();
    await expect(toast(page, 'Tablet updated successfully!')).toBeVisible();
    const renamedRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: renamed, exact: true }) });
    await expect(renamedRow).toContainText('₹99.90');

    await reload(page);
    await expect(renamedRow).toContainText('₹99.90');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(
      dialog.getByText(`Are you sure you want to delete "${renamed}"?`, { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, `Tablet "${renamed}" deleted successfully!`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(renamedRow).toHaveCount(0);

    await reload(page);
    await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: renamed, exact: true })).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${viewport.width} px the validation toast covers no field in error nor its message`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openTabletsSignedIn(page);
      await page.getByRole('button', { name: 'Add New Tablet' }).click();
      await page.getByRole('button', { name: 'Add Tablet' }).click();
      const validationToast = toast(page, 'Validation Error');
      await expect(validationToast).toBeVisible();
      await expect(page.getByLabel('Medicine name')).toBeFocused();
      const toastBox = (await validationToast.boundingBox())!;
      for (const [label, message] of [
        ['Medicine name', 'Medicine name is required'],
        ['Generic name', 'Generic name is required'],
        ['Price', 'Price must be greater than 0'],
      ]) {
        for (const covered of [page.getByLabel(label!), page.getByText(message!)]) {
          const box = (await covered.boundingBox())!;
          const overlaps =
            box.x < toastBox.x + toastBox.width &&
            toastBox.x < box.x + box.width &&
            box.y < toastBox.y + toastBox.height &&
            toastBox.y < box.y + box.height;
          expect(overlaps, `${label}: ${JSON.stringify(box)} under ${JSON.stringify(toastBox)}`).toBe(false);
        }
      }
    });
  }

  test('the form shows the spec messages, clears a field’s error on edit, and Cancel adds nothing', async ({
    page,
  }) => {
    await openTabletsSignedIn(page);
    await page.getByRole('button', { name: 'Add New Tablet' }).click();
    await page.getByRole('button', { name: 'Add Tablet' }).click();

    await expect(page.getByText('Medicine name is required')).toBeVisible();
    await expect(page.getByText('Generic name is required')).toBeVisible();
    await expect(page.getByText('Price must be greater than 0')).toBeVisible();
    const validationToast = toast(page, 'Validation Error');
    await expect(validationToast).toBeVisible();
    await expect(validationToast).toContainText('Please fill in all required fields correctly.');
    await expectNoA11yViolations(page);

    await page.getByLabel('Medicine name').fill('Only a name');
    await expect(page.getByText('Medicine name is required')).toHaveCount(0);
    await expect(page.getByText('Generic name is required')).toBeVisible();

    await page.getByLabel('Generic name').fill('Something');
    await page.getByLabel('Price').fill('0');
    await page.getByRole('button', { name: 'Add Tablet' }).click();
    await expect(page.getByText('Price must be greater than 0')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeFocused();
    await expect(page.getByRole('rowheader', { name: 'Only a name', exact: true })).toHaveCount(0);
  });

  test('a stale edit offers the latest version', async ({ page }) => {
    await openTabletsSignedIn(page);
    const stored = await createThroughApi(page, uniqueName('Azithromycin 500'), 71.5);
    await reload(page);
    await page.getByRole('button', { name: `Edit ${stored.name}`, exact: true }).click();

    // Someone else saves first.
    const other = await page.request.put(`/api/tablets/${stored.id}`, {
      data: { name: stored.name, genericName: 'Azithromycin', price: 75, version: stored.version },
    });
    expect(other.status()).toBe(200);

    await page.getByLabel('Price').fill('80');
    await page.getByRole('button', { name: 'Update Tablet' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'This tablet was changed by someone else. Reload and try again.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(page.getByLabel('Price')).toHaveValue('75');
    await expect(page.getByLabel('Generic name')).toHaveValue('Azithromycin');

    await page.getByLabel('Price').fill('80');
    await page.getByRole('button', { name: 'Update Tablet' }).click();
    await expect(toast(page, 'Tablet updated successfully!')).toBeVisible();
  });

  test('the delete dialog is accessible, Escape and Cancel keep the tablet, focus comes back', async ({
    page,
  }) => {
    await openTabletsSignedIn(page);
    const stored = await createThroughApi(page, uniqueName('Metformin 500'));
    await reload(page);
    const deleteButton = page.getByRole('button', { name: `Delete ${stored.name}` });
    await deleteButton.click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(deleteButton).toBeFocused();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await reload(page);
    await expect(page.getByRole('rowheader', { name: stored.name, exact: true })).toBeVisible();
  });

  test('a failed delete keeps the tablet and shows the server’s message', async ({ page }) => {
    await openTabletsSignedIn(page);
    const stored = await createThroughApi(page, uniqueName('Cetirizine 10'));
    await page.route(`**/api/tablets/${stored.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Store is busy' }),
          })
        : route.continue(),
    );
    await reload(page);
    await page.getByRole('button', { name: `Delete ${stored.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Store is busy')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: stored.name, exact: true })).toBeVisible();
  });
});

test.describe('list states', () => {
  test('a failing load shows the toast and panel after the retries, and Retry recovers', async ({ page }) => {
    let failing = true;
    let failedCalls = 0;
    await page.route('**/api/tablets', (route) => {
      if (!failing || route.request().method() !== 'GET') return route.continue();
      failedCalls += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The tablet store is unavailable' }),
      });
    });
    await openTabletsSignedIn(page);

    const panel = page.getByRole('region', { name: 'Error Loading Tablets' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(panel).toContainText('The tablet store is unavailable');
    await expect(toast(page, 'Error')).toContainText('The tablet store is unavailable');
    // The first try and 3 retries.
    expect(failedCalls).toBe(4);

    failing = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.getByLabel('Search tablets')).toBeVisible();
  });

  test('an answer that is not JSON shows the status and the first 120 characters', async ({ page }) => {
    const body = `<!doctype html><html><head><title>Gateway login</title></head><body>${'Please sign in to the network. '.repeat(10)}</body></html>`;
    await page.route('**/api/tablets', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'text/html', body })
        : route.continue(),
    );
    await openTabletsSignedIn(page);
    const panel = page.getByRole('region', { name: 'Error Loading Tablets' });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await expect(
      panel.getByText(`Unexpected response (status 200). Expected JSON but got: ${body.slice(0, 120)}`, {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('an empty catalogue says so', async ({ page }) => {
    await page.route('**/api/tablets', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ tablets: [] }),
          })
        : route.continue(),
    );
    await openTabletsSignedIn(page);
    await expect(page.getByText('No tablets found', { exact: true })).toBeVisible();
  });

  test('a bare array answer is listed too, in the shape a server of the original client sends', async ({
    page,
  }) => {
    // SPEC §3: id, name, genericName, price and an optional description; no version or times.
    const tablet = {
      id: '17',
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      price: 30.91,
      description: null,
    };
    await page.route('**/api/tablets', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([tablet]) })
        : route.continue(),
    );
    await openTabletsSignedIn(page);
    await expect(page.getByRole('row').filter({ hasText: 'Dolo 650' })).toContainText('₹30.91');
  });

  test('cards below 768 px, a table from 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTabletsSignedIn(page);
    const stored = await createThroughApi(page, uniqueName('Pantoprazole 40'), 112);
    await reload(page);
    const cards = page.getByRole('list', { name: 'Tablets' });
    const table = page.getByRole('table', { name: 'Tablets' });
    await expect(cards.getByRole('heading', { name: stored.name })).toBeVisible();
    await expect(cards).toContainText('₹112.00');
    await expect(table).toBeHidden();
    await expect(page.getByRole('button', { name: `Edit ${stored.name}`, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: stored.name })).toBeVisible();
    await expect(cards).toBeHidden();
  });
});

test('keyboard alone: unlock, add and delete', async ({ page }) => {
  const name = uniqueName('Keyboard Ibuprofen 400');
  await openGate(page);

  await tabTo(page, page.getByLabel('Enter Admin Key'));
  await page.keyboard.type(e2eAdminKey);
  await page.keyboard.press('Enter');
  const addButton = page.getByRole('button', { name: 'Add New Tablet' });
  await expect(addButton).toBeVisible();

  await tabTo(page, addButton);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Medicine name')).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ibuprofen');
  await page.keyboard.press('Tab');
  await page.keyboard.type('18.75');
  await tabTo(page, page.getByRole('button', { name: 'Add Tablet' }));
  await page.keyboard.press('Space');
  await expect(toast(page, 'Tablet added successfully!')).toBeVisible();
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();

  const deleteButton = page.getByRole('button', { name: `Delete ${name}` });
  await tabTo(page, deleteButton, 200);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Are you sure you want to delete "${name}"?`, { exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toast(page, `Tablet "${name}" deleted successfully!`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
  await expect(addButton).toBeFocused();
});
