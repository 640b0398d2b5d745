import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoA11yViolations } from './axe.ts';
import { afterPasswordCheck, fromOwnAddress, signInAsStaff, uniqueName } from './fixtures.ts';

const test = fromOwnAddress;

const password = 'chai and osmania biscuits at four';

/** The owner invites a person through the API, as the accounts screen will; answers the link's token. */
async function invite(request: APIRequestContext, roles: string[]) {
  await signInAsStaff(request);
  const email = `${uniqueName('staff')
    .replaceAll(/[^a-z0-9]+/gi, '.')
    .toLowerCase()}@aarogya.example`;
  const answer = await request.post('/api/staff/accounts', {
    data: { email, displayName: 'Meena Iyer', roles },
  });
  expect(answer.status()).toBe(201);
  const { invitation } = (await answer.json()) as { invitation: { token: string } };
  return { email, token: invitation.token };
}

const currentCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Accepts the invitation on its page as the person does; answers their authenticator secret and recovery codes. */
async function join(page: Page, token: string) {
  await page.goto(`/admin/join#${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept Your Staff Invitation' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR code that adds this account to an authenticator app' }),
  ).toBeVisible();
  // The token leaves the address as soon as the page has read it.
  expect(new URL(page.url()).hash).toBe('');
  const secret = (await page.getByRole('definition').first().innerText()).replaceAll(' ', '');
  await page.getByLabel('New password').fill('aarogya staff password 1');
  await page.getByLabel('Code from your authenticator app').fill(await currentCode(secret));
  await page.getByRole('button', { name: 'Create my sign-in' }).click();
  await expect(
    page.getByText('Do not use your name, your email address or the company’s name in your password.'),
  ).toBeVisible();
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Create my sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeFocused(afterPasswordCheck);
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an invited person sets a password and an authenticator, signs out, and signs in again with a code and then a recovery code', async ({
      page,
      request,
    }) => {
      const { email, token } = await invite(request, ['sales']);
      const { codes } = await join(page, token);
      await expectNoA11yViolations(page);

      await page.getByRole('link', { name: 'Go to the staff screens' }).click();
      await expect(page.getByRole('form', { name: 'Filter submissions' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();

      // From the key gate to the account sign-in, and back to the inbox.
      await page.getByRole('link', { name: 'Sign in as staff' }).click();
      await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fdashboard$/);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(`${password} typo`);
      await page.getByLabel('Authenticator code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The email address, password or code is not right.' }),
      ).toBeVisible(afterPasswordCheck);
      await expectNoA11yViolations(page);
      await page.getByLabel('Password').fill(password);
      await page.getByLabel('Authenticator code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('form', { name: 'Filter submissions' })).toBeVisible(afterPasswordCheck);
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');

      // The same recovery code works once only.
      await page.context().clearCookies();
      await page.goto('/admin/sign-in');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByLabel('Authenticator code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'The email address, password or code is not right.' }),
      ).toBeVisible(afterPasswordCheck);
    });

    test('a member of staff signs in with the code their authenticator shows, and sees only the screens of their roles', async ({
      page,
      request,
    }) => {
      const { email, token } = await invite(request, ['catalogue']);
      const { secret } = await join(page, token);
      await page.context().clearCookies();
      // The code used to register works once: the authenticator's next code (one step of clock drift
      // is allowed) signs in without waiting for it.
      await page.goto('/admin/sign-in?next=%2Ftablets');
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByLabel('Authenticator code').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Add New Tablet' })).toBeVisible(afterPasswordCheck);

      await page.goto('/admin/dashboard');
      await expect(
        page.getByText('Your account’s roles do not allow this screen.', { exact: false }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByLabel('Enter Admin Key')).toBeVisible();
    });
  });
}

test('a used or missing invitation link says so', async ({ page, request }) => {
  const { token } = await invite(request, ['safety']);
  await join(page, token);
  // The link opened again, as from the mail (a new page, not a jump within this one).
  const again = await page.context().newPage();
  await again.goto(`/admin/join#${token}`);
  await expect(again.getByRole('alert')).toHaveText(/This invitation link cannot be used/);
  await again.close();
  await page.goto('/admin/join');
  await expect(page.getByRole('alert')).toHaveText(/This invitation link cannot be used/);
});

test.describe('the owner manages staff accounts on their screen', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`invites, changes roles and disables at ${viewport.width} px`, async ({ page, browser }) => {
      await page.setViewportSize(viewport);
      await signInAsStaff(page.request);
      await page.goto('/admin/accounts');
      const invite = page.getByRole('form', { name: 'Invite a member of staff' });
      await invite.getByRole('button', { name: 'Invite' }).click();
      await expect(invite.getByText('Enter the person’s name.')).toBeVisible();
      await expect(invite.getByText('Choose at least one role.')).toBeVisible();

      const name = uniqueName('Ravi');
      const email = `${name.replaceAll(/[^a-z0-9]+/gi, '.').toLowerCase()}@aarogya.example`;
      await invite.getByLabel('Name').fill(name);
      await invite.getByLabel('Work email address').fill(email);
      await invite.getByRole('checkbox', { name: /^Sales/ }).check();
      await invite.getByRole('button', { name: 'Invite' }).click();
      const link = await page.getByLabel('Invitation link').inputValue();
      expect(link).toMatch(/\/admin\/join#[\w-]{43}$/);
      await expectNoA11yViolations(page);

      // The invited person joins in their own browser.
      const theirs = await browser.newContext({ viewport });
      const person = await theirs.newPage();
      await join(person, new URL(link).hash.slice(1));
      await person.goto('/admin/dashboard');
      await expect(person.getByRole('form', { name: 'Filter submissions' })).toBeVisible();

      // A table from 768 px, a card per account on a phone.
      const wide = viewport.width >= 768;
      const row = wide
        ? page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
        : page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(row).toContainText('Sales');
      await row.getByText('Change roles').click();
      await row.getByRole('checkbox', { name: /^Catalogue/ }).check();
      await row.getByRole('button', { name: 'Save roles' }).click();
      await expect(
        wide
          ? row.getByRole('cell').getByText('Catalogue, Sales', { exact: true })
          : row.getByText(`${email} · Catalogue, Sales`),
      ).toBeVisible();
      await expectNoA11yViolations(page);

      await row.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(row.getByRole('status')).toHaveText(/is signed out everywhere \(1 session ended\)/);
      // Their next request finds the session ended.
      await person.reload();
      await expect(person.getByLabel('Enter Admin Key')).toBeVisible();
      await theirs.close();

      page.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: 'Disable' }).click();
      await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    });
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`my account shows where I am signed in and makes new recovery codes at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { token } = await invite(request, ['sales']);
    const { codes } = await join(page, token);
    await page.goto('/admin/account');
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByText('This browser')).toBeVisible();

    // Just signed in, so no need to confirm again for a while.
    await expect(page.getByText(/You can change how you sign in until/)).toBeVisible();
    const recovery = page.getByRole('region', { name: 'Recovery codes' });
    await recovery.getByRole('button', { name: 'Make new codes' }).click();
    const newCodes = page.getByRole('list', { name: 'New recovery codes' }).getByRole('listitem');
    await expect(newCodes).toHaveCount(10);
    const fresh = await newCodes.allInnerTexts();
    expect(fresh).not.toContain(codes[0]);

    // Alerts for the kinds a sales account covers, shown by a worker the site serves as a script.
    const alerts = page.getByRole('region', { name: 'Alerts in your browser' });
    await expect(alerts.getByRole('checkbox', { name: 'Quote requests' })).toBeChecked();
    await expect(alerts.getByRole('checkbox', { name: 'Newsletter sign-ups' })).not.toBeChecked();
    await expect(alerts).toContainText('Alerts are not on in any of your browsers.');
    const worker = await request.get('/staff-alerts-worker.js');
    expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(await worker.text()).toContain("addEventListener('push'");
    await expectNoA11yViolations(page);
  });
}
