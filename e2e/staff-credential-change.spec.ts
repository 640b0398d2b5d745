import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoA11yViolations } from './axe.ts';
import {
  afterPasswordCheck,
  fromOwnAddress,
  postCheckingPassword,
  signInAsStaff,
  toast,
  uniqueName,
} from './fixtures.ts';

const test = fromOwnAddress;

const password = 'chai and osmania biscuits at four';
const newPassword = 'irani cafe bun maska after rain';

const currentCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/**
 * The owner invites a person, and the person registers through the API in the page's browser (the
 * join page has its own tests): answers their email and authenticator secret; the page is signed in.
 */
async function registeredStaff(page: Page, request: APIRequestContext) {
  await signInAsStaff(request);
  const email = `${uniqueName('staff')
    .replaceAll(/[^a-z0-9]+/gi, '.')
    .toLowerCase()}@aarogya.example`;
  const invited = await request.post('/api/staff/accounts', {
    data: { email, displayName: 'Meena Iyer', roles: ['sales'] },
  });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { token: string } };
  const opened = await page.request.post('/api/staff/invitations/open', {
    data: { token: invitation.token },
  });
  const { totpSecret } = (await opened.json()) as { totpSecret: string };
  const accepted = await postCheckingPassword(page.request, '/api/staff/invitations/accept', {
    token: invitation.token,
    password,
    code: await currentCode(totpSecret),
  });
  expect(accepted.status()).toBe(200);
  const { recoveryCodes } = (await accepted.json()) as { recoveryCodes: string[] };
  return { email, secret: totpSecret, recoveryCodes };
}

/** Signs out on My account, and signs in again on the account sign-in, back to My account. */
async function signOutAndIn(page: Page, credentials: { email: string; password: string; code: string }) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await page.goto('/admin/sign-in?next=%2Fadmin%2Faccount');
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByLabel('Authenticator code').fill(credentials.code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const signInRefused = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The email address, password or code is not right.' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Each test checks or sets a password about six times, each a deliberately slow hash (128 MiB
    // of scrypt): on a busy machine that alone can take most of the usual minute.
    test.beforeEach(() => test.slow());

    test('a member of staff changes their password on My account, signs out, and signs in with the new one', async ({
      page,
      request,
    }) => {
      const { email, secret } = await registeredStaff(page, request);
      await page.goto('/admin/account');
      const form = page.getByRole('form', { name: 'Change your password' });
      const current = form.getByLabel('Your current password');
      const next = form.getByLabel('New password');

      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByText('Enter your current password.')).toBeVisible();
      await expect(current).toBeFocused();

      // The server's refusal, on the field it concerns. (A wrong current password is refused the same
      // way; it is tested against the server, since every e2e test signs in from the same address and
      // wrong passwords count against it.)
      await current.fill(password);
      await next.fill('too short');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByText('Use at least 15 characters', { exact: false })).toBeVisible(
        afterPasswordCheck,
      );
      await expect(next).toBeFocused();
      await expect(next).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);

      // By keyboard: the new password typed, then Enter.
      await next.fill(newPassword);
      await next.press('Enter');
      await expect(toast(page, 'Your password is changed.')).toBeVisible(afterPasswordCheck);
      await expect(current).toHaveValue('');
      await expect(page.getByRole('list', { name: 'Your sessions' }).getByText('This browser')).toBeVisible();

      await signOutAndIn(page, { email, password, code: await nextCode(secret) });
      await expect(signInRefused(page)).toBeVisible(afterPasswordCheck);
      await page.getByLabel('Password').fill(newPassword);
      await page.getByLabel('Authenticator code').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible(afterPasswordCheck);
      expect(new URL(page.url()).pathname).toBe('/admin/account');
    });

    test('after a while a member of staff confirms it is them, then signs out everywhere else', async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      const { email, secret, recoveryCodes } = await registeredStaff(page, request);
      // Signed in elsewhere as well.
      const elsewhere = await playwright.request.newContext({ baseURL });
      const signedIn = await postCheckingPassword(elsewhere, '/api/staff/session', {
        email,
        password,
        code: await nextCode(secret),
      });
      expect(signedIn.status()).toBe(204);
      // The sign-in is more than ten minutes old, as far as the page first hears.
      await page.route(
        '**/api/staff/confirmation',
        (route) =>
          route.request().method() === 'GET'
            ? route.fulfill({ json: { confirmedUntil: null, ways: { passkey: false, password: true } } })
            : route.fallback(),
        { times: 1 },
      );
      await page.goto('/admin/account');
      const confirm = page.getByRole('region', { name: 'Confirm it is you' });
      await expect(confirm).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recovery codes' })).toHaveCount(0);
      await expect(page.getByText('Confirm it is you, above, to end these sessions.')).toBeVisible();
      await expectNoA11yViolations(page);

      await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(confirm.getByText('Enter your current password.')).toBeVisible();
      await expect(confirm.getByLabel(/^Your password/)).toBeFocused();
      await confirm.getByLabel(/^Your password/).fill(password);
      await confirm.getByLabel(/Code from your authenticator app/).fill('000000');
      await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(confirm.getByRole('alert')).toHaveText(/That did not confirm it is you/);
      await confirm.getByLabel(/Code from your authenticator app/).fill(recoveryCodes[0]!);
      await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();

      await expect(page.getByText(/You can change how you sign in until/)).toBeVisible();
      await expect(confirm).toHaveCount(0);
      const sessions = page.getByRole('region', { name: 'Where you are signed in' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(sessions.getByRole('status')).toHaveText(
        'Signed out everywhere else: 1 other session ended.',
      );
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      expect((await elsewhere.get('/api/staff/sessions')).status()).toBe(401);
      await elsewhere.dispose();
    });

    test('every password field is masked, takes a paste, and tells a password manager what it holds', async ({
      page,
      request,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      /** Pastes as a person does, from the clipboard with the keyboard; nothing may refuse it. */
      const pasteInto = async (field: Locator, text: string) => {
        await page.evaluate((value) => navigator.clipboard.writeText(value), text);
        // The sign-in fields stay disabled until the page runs (a plain submit would put the
        // password in the address); a person waits for them as well.
        await expect(field).toBeEnabled();
        await field.focus();
        await page.keyboard.press('ControlOrMeta+V');
        await expect(field).toHaveValue(text);
      };
      const expectPasswordField = async (field: Locator, autocomplete: string) => {
        await expect(field).toHaveAttribute('type', 'password');
        await expect(field).toHaveAttribute('autocomplete', autocomplete);
        await pasteInto(field, password);
      };

      await page.goto('/tablets');
      await expectPasswordField(page.locator('input[name="key"]'), 'current-password');

      await page.goto('/admin/sign-in');
      await expect(page.getByLabel('Email address')).toHaveAttribute('autocomplete', 'username');
      await expectPasswordField(page.getByLabel('Password'), 'current-password');
      await expect(page.getByLabel('Authenticator code')).toHaveAttribute('autocomplete', 'one-time-code');

      await signInAsStaff(request);
      const invited = await request.post('/api/staff/accounts', {
        data: {
          email: `${uniqueName('paste')
            .toLowerCase()
            .replaceAll(/[^a-z0-9]+/g, '.')}@aarogya.example`,
          displayName: 'Paste Test',
          roles: ['sales'],
        },
      });
      const { invitation } = (await invited.json()) as { invitation: { token: string } };
      await page.goto(`/admin/join#${invitation.token}`);
      await expectPasswordField(page.getByLabel('New password'), 'new-password');

      await registeredStaff(page, request);
      await page.goto('/admin/account');
      const change = page.getByRole('form', { name: 'Change your password' });
      await expectPasswordField(change.getByLabel('Your current password'), 'current-password');
      await expectPasswordField(change.getByLabel(/^New password/), 'new-password');
    });

    test('a member of staff switches to a new authenticator app; the old one’s codes then fail', async ({
      page,
      request,
    }) => {
      const { email, secret: oldSecret } = await registeredStaff(page, request);
      await page.goto('/admin/account');
      const section = page.getByRole('region', { name: 'Authenticator app' });
      await section.getByRole('button', { name: 'Set up a new authenticator' }).click();

      await expect(section.getByRole('heading', { name: /Add the new account/ })).toBeFocused();
      await expect(
        section.getByRole('img', { name: 'QR code that adds this account to an authenticator app' }),
      ).toBeVisible();
      const newSecret = (await section.getByRole('definition').first().innerText()).replaceAll(' ', '');
      expect(newSecret).not.toBe(oldSecret);
      await expectNoA11yViolations(page);

      const confirm = page.getByRole('form', { name: 'Confirm the new authenticator' });
      await confirm.getByLabel('Code from your new authenticator app').fill('000000');
      await confirm.getByRole('button', { name: 'Switch to the new authenticator' }).click();
      await expect(confirm.getByText('That code is not the current one.', { exact: false })).toBeVisible();
      await confirm.getByLabel('Code from your new authenticator app').fill(await currentCode(newSecret));
      await confirm.getByRole('button', { name: 'Switch to the new authenticator' }).click();
      await expect(toast(page, 'Your new authenticator app is in use')).toBeVisible();
      await expect(section.getByRole('heading', { name: 'Authenticator app' })).toBeFocused();

      await signOutAndIn(page, { email, password, code: await nextCode(oldSecret) });
      await expect(signInRefused(page)).toBeVisible(afterPasswordCheck);
      await page.getByLabel('Password').fill(password);
      await page.getByLabel('Authenticator code').fill(await nextCode(newSecret));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible(afterPasswordCheck);
    });
  });
}
