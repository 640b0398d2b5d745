import { expect, type Page } from '@playwright/test';
import { messagesFor, translationsOf } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { likeAPerson } from './fixtures.ts';
import { test } from './test.ts';

/** The forms for healthcare professionals and trade buyers in Telugu and Hindi (issue 30). */
const te = messagesFor('te');
const hi = messagesFor('hi');

const questionField = (page: Page, name: string) =>
  page
    .getByRole('form', { name: te['professionals.medicalInfoForm.formName'] })
    .getByLabel(te[`field.medical-info.${name}`] ?? '', { exact: false });

test.describe('without JavaScript, at 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the server refuses a medical question in Telugu, keeps what was typed, then takes it', async ({
    page,
  }) => {
    await page.goto('/te/medical-info');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(
      page.getByRole('heading', { name: te['professionals.medicalInfoPage.sideEffectHeading'] }),
    ).toBeVisible();
    // Spaces pass the browser's check of a required field; the server finds no name in them.
    await questionField(page, 'name').fill('   ');
    await questionField(page, 'profession').selectOption('doctor');
    await questionField(page, 'registrationNumber').fill('TSMC/FMR/12345');
    await questionField(page, 'email').fill('lakshmi.rao@example.in');
    await questionField(page, 'productName').fill('NeuroVital');
    await questionField(page, 'urgency').selectOption('routine');
    await questionField(page, 'question').fill('NeuroVital ను metformin తో కలిపి వాడవచ్చా?');
    await page.getByRole('checkbox', { name: /[\u0C00-\u0C7F]/ }).check();
    await likeAPerson(page);
    await page.getByRole('button', { name: te['professionals.medicalInfoForm.send'] }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(te['refusal.title'] ?? '');
    await expect(page.getByRole('alert')).toHaveText(te['lead.nameRequired'] ?? '');
    await expect(page.getByLabel(te['field.medical-info.productName'] ?? '')).toHaveValue('NeuroVital');
    await expect(page.getByLabel(te['field.medical-info.question'] ?? '')).toHaveValue(
      'NeuroVital ను metformin తో కలిపి వాడవచ్చా?',
    );
    await page.getByLabel(te['field.medical-info.name'] ?? '', { exact: true }).fill('డా. లక్ష్మి రావు');
    await page.getByRole('button', { name: te['refusal.sendAgain'] }).click();

    await expect(page).toHaveURL(/\/te\/medical-info\/received\?ref=MI-/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      translationsOf('te')['page./medical-info/received.title']?.text ?? '',
    );
    await expect(main).toContainText(te['professionals.received.medical-info.text'] ?? '');
    await expect(main.locator('[data-lead-reference]')).toHaveText(/^MI-/);
    await expect(main.getByRole('link', { name: te['nav.For Healthcare Providers'] })).toHaveAttribute(
      'href',
      '/te/providers',
    );
  });
});

test.describe('with JavaScript, at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the distributor form says what is missing in Hindi beside each field, then confirms in Hindi', async ({
    page,
  }) => {
    await page.goto('/hi/providers');
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const form = page.getByRole('form', { name: hi['professionals.distributorForm.formName'] });
    const field = (name: string) => form.getByLabel(hi[`field.distributor.${name}`] ?? '', { exact: false });
    await form.getByRole('button', { name: hi['professionals.distributorForm.send'] }).click();
    await expect(field('firmName')).toBeFocused();
    await expect(field('firmName')).toHaveAccessibleDescription(hi['lead.firmNameRequired'] ?? '');
    await expect(field('state')).toHaveAccessibleDescription(hi['lead.stateInvalid'] ?? '');
    await expect(field('monthlyVolume')).toHaveAccessibleDescription(hi['lead.monthlyVolumeInvalid'] ?? '');
    // Focus took the page down to the form; the check reads the page from its top, as it loads.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoA11yViolations(page);

    await field('firmName').fill('साई मेडिकल एजेंसीज़');
    await field('gstin').fill('27aapfu0939f1zv');
    await field('licenceType').selectOption({ label: hi['option.licenceType.wholesale'] ?? '' });
    await field('licence20').fill('MH-MZ4-123456');
    await field('licence21').fill('MH-MZ4-123457');
    await field('address').fill('दुकान 4, स्टेशन रोड, नागपुर');
    await field('state').selectOption({ label: hi['option.state.Maharashtra'] ?? '' });
    await field('pinCode').fill('440001');
    await field('contactPerson').fill('सुरेश पाटिल');
    await field('email').fill('orders@saimedical.example.in');
    await field('monthlyVolume').selectOption({ label: hi['option.monthlyVolume.5-25-lakh'] ?? '' });
    await field('areasServed').fill('नागपुर और वर्धा ज़िले');
    await form.getByRole('checkbox').check();
    await likeAPerson(page);
    await form.getByRole('button', { name: hi['professionals.distributorForm.send'] }).click();
    const status = page.getByRole('main').getByRole('status').first();
    await expect(status).toContainText(hi['professionals.received.distributor.title'] ?? '');
    await expect(status).toContainText(/D-\d{4}-/);
  });
});
