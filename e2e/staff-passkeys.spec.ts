import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe.ts';
import { afterPasswordCheck, signInAsStaff, uniqueName } from './fixtures.ts';
import { generate } from 'otplib';
import { test } from './test.ts';

/** Passkeys are bound to a host name, never an address: these tests open the site as localhost. */
test.use({
  baseURL: (() => {
    const url = new URL(`http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`);
    url.hostname = 'localhost';
    return url.origin;
  })(),
});

/** A platform authenticator with a fingerprint that always agrees, as Chromium's WebAuthn testing API offers. */
async function addVirtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const password = 'rain on the tank bund in july';

/** The owner invites a person through the API, as the accounts screen does; answers the link's token. */
async function invite(request: APIRequestContext, label: string) {
  await signInAsStaff(request);
  const email = `${uniqueName(label)
    .replaceAll(/[^a-z0-9]+/gi, '.')
    .toLowerCase()}@aarogya.example`;
  const invited = await request.post('/api/staff/accounts', {
    data: { email, displayName: 'Sunil Rao', roles: ['sales'] },
  });
  expect(invited.status()).toBe(201);
  return ((await invited.json()) as { invitation: { token: string } }).invitation.token;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a member of staff adds a passkey, signs in with it, and removes it at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await addVirtualAuthenticator(page);
    const token = await invite(request, 'passkey');

    await page.goto(`/admin/join#${token}`);
    const secret = (await page.getByRole('definition').first().innerText()).replaceAll(' ', '');
    await page.getByLabel('New password').fill(password);
    await page
      .getByLabel('Code from your authenticator app')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: 'Create my sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible(afterPasswordCheck);

    await page.goto('/admin/account');
    const add = page.getByRole('form', { name: 'Add a passkey' });
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(add.getByText('Name the passkey, e.g. “Work laptop”.')).toBeVisible();
    await add.getByLabel('Name of the new passkey').fill('Test laptop');
    await add.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('region', { name: 'Passkeys' }).getByRole('status')).toHaveText(
      /Passkey “Test laptop” added/,
    );
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/admin/sign-in?next=%2Fadmin%2Fdashboard');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('form', { name: 'Filter submissions' })).toBeVisible();

    // Some time later, removing it needs a confirmation: the passkey gives it.
    await page.route(
      '**/api/staff/confirmation',
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { confirmedUntil: null, ways: { passkey: true, password: true } } })
          : route.fallback(),
      { times: 1 },
    );
    await page.goto('/admin/account');
    await expect(page.getByRole('button', { name: 'Remove Test laptop' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await expect(page.getByText(/You can change how you sign in until/)).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Remove Test laptop' }).click();
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/admin/sign-in');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /not registered here|could not be checked|No passkey was used/,
    );
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`an invited person registers a passkey, signs out, and signs in with it again at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await addVirtualAuthenticator(page);
    const token = await invite(request, 'joins with a passkey');

    await page.goto(`/admin/join#${token}`);
    const register = page.getByRole('form', { name: 'Register a passkey' });
    await register.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(register.getByText('Name the passkey, e.g. “Work laptop”.')).toBeVisible();
    await expect(register.getByLabel('Name of this passkey')).toBeFocused();
    // The password way stays on offer below the passkey.
    await expect(
      page.getByRole('heading', { name: 'Or use a password and an authenticator app' }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    await register.getByLabel('Name of this passkey').fill('Office desktop');
    await register.getByRole('button', { name: 'Register a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeFocused();
    await expect(page.getByText('no password and no recovery codes')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Go to the staff screens' }).click();
    await expect(page.getByRole('form', { name: 'Filter submissions' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Enter Admin Key')).toBeVisible();
    await page.goto('/admin/sign-in?next=%2Fadmin%2Faccount');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Office desktop');

    // The account has no password, and My account says so rather than asking for one.
    await expect(page.getByText(/Your account has no password/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recovery codes' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Change your password' })).toHaveCount(0);

    // The link was used up.
    await page.goto(`/admin/join#${token}`);
    await expect(page.getByRole('alert')).toHaveText(/This invitation link cannot be used/);
  });
}

test('a browser without passkeys is told so, and registers with a password and an authenticator', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
  });
  const token = await invite(request, 'joins without passkeys');
  await page.goto(`/admin/join#${token}`);
  await expect(page.getByText('Passkeys are not available in this browser.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register a passkey' })).toHaveCount(0);
  const secret = (await page.getByRole('definition').first().innerText()).replaceAll(' ', '');
  await page.getByLabel('New password').fill(password);
  await page
    .getByLabel('Code from your authenticator app')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Create my sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(
    10,
    afterPasswordCheck,
  );
});
