import { expect, type Page } from '@playwright/test';
import { leadMessages, professionalReceivedTexts } from '#contract/lead-texts.ts';
import { expectNoA11yViolations } from './axe.ts';
import { findInInbox, gotoBeforeHydration, likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

const referenceIn = async (page: Page, pattern: RegExp) =>
  pattern.exec((await page.getByRole('main').textContent()) ?? '')![1]!;

async function fillApplication(page: Page, firm: string) {
  const form = page.getByRole('form', { name: 'Distributor application' });
  await form.getByLabel('Name of the firm').fill(firm);
  await form.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await form.getByLabel('Drug licence').selectOption({ label: 'Wholesale (Form 20B and 21B)' });
  await form.getByLabel('Form 20 or 20B licence number').fill('MH-MZ4-123456');
  await form.getByLabel('Form 21 or 21B licence number').fill('MH-MZ4-123457');
  await form.getByLabel('Address of the premises').fill('Shop 4, Station Road, Nagpur');
  await form.getByLabel('State or union territory').selectOption('Maharashtra');
  await form.getByLabel('PIN code').fill('440001');
  await form.getByLabel('Contact person').fill('Suresh Patil');
  await form.getByLabel('Email address').fill('orders@saimedical.example.in');
  await form.getByLabel('Expected monthly volume').selectOption({ label: '₹5–25 lakh a month' });
  await form.getByLabel('Areas served').fill('Nagpur and Wardha districts');
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
  await likeAPerson(page);
  return form;
}

async function fillQuestion(page: Page, question: string) {
  const form = page.getByRole('form', { name: 'Medical information request' });
  await form.getByLabel('Name').fill('Dr. Lakshmi Rao');
  await form.getByLabel('Profession').selectOption({ label: 'Doctor (registered medical practitioner)' });
  await form.getByLabel('Registration number').fill('TSMC/FMR/12345');
  await form.getByLabel('Email address').fill('lakshmi.rao@example.in');
  await form.getByLabel('Product').fill('NeuroVital');
  await form.getByLabel('How urgent is it').selectOption({ label: 'Routine' });
  await form.getByLabel('Your question').fill(question);
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
  await likeAPerson(page);
  return form;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a distributor applies from the providers hub, a GSTIN of another state is refused, and sales find it', async ({
      page,
      browser,
    }) => {
      await page.goto('/providers');
      await expect(page.getByRole('heading', { level: 1, name: 'For Healthcare Providers' })).toBeVisible();
      for (const audience of ['Doctors', 'Pharmacies', 'Hospitals', 'Distributors'])
        await expect(page.getByRole('heading', { level: 2, name: audience })).toBeVisible();
      const firm = `Sai Medical ${viewport.width}`;
      const form = await fillApplication(page, firm);
      await form.getByLabel('State or union territory').selectOption('Telangana');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByText(leadMessages.gstinOtherState)).toBeVisible();
      await expect(form.getByLabel('GSTIN')).toBeFocused();

      await form.getByLabel('State or union territory').selectOption('Maharashtra');
      await form.getByRole('button', { name: 'Send application' }).click();
      const sent = page.getByRole('status').filter({ hasText: professionalReceivedTexts.distributor.text });
      await expect(sent).toContainText(/Your reference is D-\d{4}-/);
      await expectNoA11yViolations(page);
      const reference = /D-\d{4}-[0-9A-Z]{8}/.exec((await sent.textContent()) ?? '')![0];

      const staff = await (await browser.newContext({ viewport })).newPage();
      const list = await findInInbox(staff, reference);
      await expect(list).toContainText(`${firm}, Maharashtra (wholesale)`);
    });

    test('a doctor asks a medical question, and a question about a side effect is offered the adverse-event form', async ({
      page,
    }) => {
      // Typed before the form's code has arrived, as on a slow phone: the offer appears once it has.
      const { releaseScripts } = await gotoBeforeHydration(page, '/medical-info');
      const question = page
        .getByRole('form', { name: 'Medical information request' })
        .getByLabel('Your question');
      await question.fill('A patient developed a rash after the second capsule.');
      releaseScripts();
      const offer = page.getByRole('link', { name: 'Report it on the adverse-event form' });
      await expect(offer).toHaveAttribute('href', '/adverse-events');
      const form = await fillQuestion(page, 'Can NeuroVital be taken with metformin?');
      await expect(offer).toHaveCount(0);
      await form.getByRole('button', { name: 'Send question' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: professionalReceivedTexts['medical-info'].text }),
      ).toContainText(/Your reference is MI-\d{4}-/);
      await expectNoA11yViolations(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('both forms post, land on their confirmation pages with the reference, and reach the inbox', async ({
    page,
    browser,
  }) => {
    await page.goto('/medical-info');
    await (
      await fillQuestion(page, 'Is NeuroVital stable outside a refrigerator for a week?')
    )
      .getByRole('button', { name: 'Send question' })
      .click();
    await expect(page).toHaveURL(/\/medical-info\/received\?ref=MI-/);
    await expect(page.getByText(professionalReceivedTexts['medical-info'].text)).toBeVisible();
    const question = await referenceIn(page, /Your reference is (MI-\d{4}-[0-9A-Z]{8})\./);

    await page.goto('/providers');
    const form = await fillApplication(page, 'Sai Medical without JS');
    // The browser checks the PIN code's pattern itself; the check character only the server knows.
    await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.locator('#gstin-error')).toHaveText(leadMessages.gstinCheck);
    await page.goto('/providers');
    await (
      await fillApplication(page, 'Sai Medical without JS')
    )
      .getByRole('button', { name: 'Send application' })
      .click();
    await expect(page).toHaveURL(/\/providers\/received\?ref=D-/);
    const application = await referenceIn(page, /Your reference is (D-\d{4}-[0-9A-Z]{8})\./);

    const staff = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
    await findInInbox(staff, question);
    await findInInbox(staff, application);
  });
});
