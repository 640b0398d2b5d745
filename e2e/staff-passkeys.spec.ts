import { expect, type Page, test } from '@playwright/test';
import { expectNoA11yViolations, signInAsStaff, uniqueName } from './fixtures.ts';
import { generate } from 'otplib';

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
    await signInAsStaff(request);
    const email = `${uniqueName('passkey')
      .replaceAll(/[^a-z0-9]+/gi, '.')
      .toLowerCase()}@aarogya.example`;
    const invited = await request.post('/api/staff/accounts', {
      data: { email, displayName: 'Sunil Rao', roles: ['sales'] },
    });
    const { invitation } = (await invited.json()) as { invitation: { token: string } };

    await page.goto(`/admin/join#${invitation.token}`);
    const secret = (await page.getByRole('definition').first().innerText()).replaceAll(' ', '');
    await page.getByLabel('New password').fill(password);
    await page
      .getByLabel('Code from your authenticator app')
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: 'Create my sign-in' }).click();
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();

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

    await page.goto('/admin/account');
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
