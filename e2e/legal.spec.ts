import { expect, type Page } from '@playwright/test';
import { pages } from '../app/pages.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

const main = (page: Page) => page.getByRole('main');

const legalPages: Record<string, { title: string; sections: string[]; phrases: string[] }> = {
  '/privacy': {
    title: 'Privacy Policy',
    sections: [
      'What our forms send us and why',
      'How long we keep it',
      'Your rights',
      'Grievance officer and contact',
    ],
    phrases: [
      'Digital Personal Data Protection Act, 2023',
      'stored on our own servers',
      'we remove your name and contact details',
      'admin_session',
      'Grievance Officer',
    ],
  },
  '/terms': {
    title: 'Terms of Use',
    sections: ['Information, not medical advice', 'No online sale of medicines', 'Governing law'],
    phrases: ['does not sell, dispense or deliver medicines', 'Hyderabad'],
  },
  '/cookies': {
    title: 'Cookie Policy',
    sections: ['The cookies we set', 'No tracking'],
    phrases: ['admin_session', 'admin_device', 'no analytics', '8 hours', '180 days'],
  },
  '/compliance': {
    title: 'Compliance',
    sections: ['Prescription medicines and the Schedule H notice', 'No online sale of medicines'],
    phrases: [
      'To be sold by retail on the prescription of a Registered Medical Practitioner only',
      'Drugs and Magic Remedies (Objectionable Advertisements) Act, 1954',
    ],
  },
};

for (const [path, expected] of Object.entries(legalPages)) {
  test(`${path} answers with its policy text`, async ({ page, request }) => {
    const served = await request.get(path);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain(expected.phrases[0]!.replaceAll("'", '&#x27;'));

    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
    await expect(main(page).getByText(/^Last updated:/)).toBeVisible();
    for (const section of expected.sections) {
      await expect(main(page).getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    for (const phrase of expected.phrases) await expect(main(page)).toContainText(phrase);
    await expectNoA11yViolations(page);
  });
}

test('the privacy policy gives the company contact for requests', async ({ page }) => {
  await gotoHydrated(page, '/privacy');
  const contact = main(page).locator('address');
  await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(contact.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:/);
});

test('/sitemap lists every public indexable page and nothing else', async ({ page }) => {
  await gotoHydrated(page, '/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  for (const group of ['Main pages', 'Company', 'Products', 'Services', 'Legal and policies']) {
    await expect(main(page).getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const listed = await main(page)
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  // The English pages; a translated page is listed in its language's sitemap entries (sitemap.xml).
  const expected = pages
    .filter((entry) => entry.indexable && entry.locale === 'en')
    .map((entry) => entry.path);
  expect([...listed].sort()).toEqual([...expected].sort());
  expect(listed).not.toContain('/tablets');
  expect(listed).not.toContain('/prescribing-info');
  expect(listed).not.toContain('/leadership');
  expect(listed).toContain('/about');
  await expectNoA11yViolations(page);

  await main(page).getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
});

test('the footer placeholders stay coming-soon pages that are not indexed', async ({ request }) => {
  for (const path of ['/patient-assistance', '/education']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('Coming Soon');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  }
});
