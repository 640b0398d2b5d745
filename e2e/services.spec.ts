import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '#testing/pdf-text.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoHydrated } from './fixtures.ts';
import { test } from './test.ts';

/** Clicks a download button of the page and reads the PDF it gives, as a browser's reader would. */
async function downloadPdf(page: Page, label: string) {
  const started = page.waitForEvent('download');
  await main(page).getByRole('link', { name: label }).click();
  const download = await started;
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), ...(await pdfText(bytes)) };
}

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string, level: number) =>
  main(page).getByRole('heading', { name, level, exact: true });

async function expectHeadings(page: Page, names: string[], level = 3) {
  for (const name of names) await expect(heading(page, name, level)).toBeVisible();
}

test('/services shows four cards linking to the service pages', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await expect(main(page).getByRole('article')).toHaveCount(4);
  const links = {
    'Clinical Research': '/services/clinical-research',
    'Drug Manufacturing': '/services/drug-manufacturing',
    'Quality Assurance': '/services/quality-assurance',
    'Regulatory Affairs': '/services/regulatory-affairs',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(heading(page, name, 2)).toBeVisible();
    await expect(main(page).getByRole('link', { name: `Explore ${name}` })).toHaveAttribute('href', href);
  }
  await main(page).getByRole('link', { name: 'Explore Quality Assurance' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality Assurance');
});

test.describe('clinical research', () => {
  const areas = (page: Page) =>
    main(page).getByRole('region', { name: 'Research Areas' }).getByRole('listitem');

  test('shows research areas with coloured statuses, the 3-step process and the call to action', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services/clinical-research');
    await expect(areas(page)).toHaveCount(6);
    // Tailwind colours are oklch(): the hue tells green, blue and yellow apart.
    const hues: Record<string, [number, number]> = {
      Active: [130, 170],
      Recruiting: [230, 275],
      Planning: [85, 115],
    };
    for (const [status, [from, to]] of Object.entries(hues)) {
      const badge = main(page).getByText(`Status: ${status}`).first();
      await expect(badge).toBeVisible();
      const background = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
      const hue = Number(/oklch\([\d.]+ [\d.]+ ([\d.]+)/.exec(background)?.[1]);
      expect(hue, `${status} badge background ${background}`).toBeGreaterThanOrEqual(from);
      expect(hue, `${status} badge background ${background}`).toBeLessThanOrEqual(to);
    }
    await expectHeadings(
      page,
      ['Discovery', 'Development', 'Implementation'].map((step, index) => `Step ${index + 1}: ${step}`),
    );
    const steps = main(page).getByRole('region', { name: 'Our Research Process' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(main(page).getByRole('link', { name: 'Ask about taking part' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoA11yViolations(page);
  });

  test('the search filters research areas by name or description, ignoring case', async ({ page }) => {
    await gotoHydrated(page, '/services/clinical-research');
    const search = main(page).getByRole('searchbox', { name: /search research areas/i });
    await search.fill('NEUROLOGY');
    await expect(areas(page)).toHaveCount(1);
    await expect(heading(page, 'Neurology', 3)).toBeVisible();
    await expect(main(page).getByRole('status')).toHaveText('Showing 1 of 6 research areas');

    await search.fill('type 2 diabetes');
    await expect(areas(page)).toHaveCount(1);
    await expect(heading(page, 'Diabetes and Metabolic Disorders', 3)).toBeVisible();

    await search.fill('dermatology');
    await expect(areas(page)).toHaveCount(0);
    await expect(main(page).getByRole('status')).toHaveText('No research areas found');
    await expect(heading(page, 'No research areas match “dermatology”', 3)).toBeVisible();
    await expectNoA11yViolations(page);
    await main(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(areas(page)).toHaveCount(6);
    await expect(search).toBeFocused();
  });
});

test('drug manufacturing shows the 5 steps, four capabilities, the facility figures and useful buttons', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/drug-manufacturing');
  const steps = ['Raw Material Sourcing', 'Formulation', 'Production', 'Quality Control', 'Packaging'];
  await expectHeadings(
    page,
    steps.map((step, index) => `Step ${index + 1}: ${step}`),
  );
  const capabilities = main(page)
    .getByRole('region', { name: 'Manufacturing Capabilities' })
    .getByRole('listitem');
  await expect(capabilities).toHaveCount(4);
  const figures = main(page).getByRole('region', { name: 'Our Facilities in Numbers' });
  for (const [value, label] of [
    ['Over 500,000', 'square feet'],
    ['25+', 'manufacturing units'],
    ['99.9%', 'quality compliance'],
    ['500M+', 'units produced annually'],
    ['24/7', 'monitoring'],
  ] as const) {
    await expect(figures.getByText(value, { exact: true })).toBeVisible();
    await expect(figures.getByText(new RegExp(`^${label}`))).toBeVisible();
  }
  await expect(main(page).getByRole('link', { name: 'Arrange a facility visit' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoA11yViolations(page);
  const brochure = await downloadPdf(page, 'Download Brochure');
  expect(brochure.name).toBe('aarogya-manufacturing-brochure.pdf');
  expect(brochure.lines).toContain('Drug Manufacturing Brochure');
  for (const text of ['1. Raw Material Sourcing', '5. Packaging', 'Softgel Capsules', 'Over 500,000'])
    expect(brochure.lines).toContain(text);
  expect(brochure.lines.some((line) => /^Published \d{1,2} [A-Z][a-z]+ \d{4}$/.test(line))).toBe(true);
  expect(brochure.lines).toContain(
    `Drug Manufacturing Brochure · Page ${brochure.pages} of ${brochure.pages}`,
  );
});

test('quality assurance shows the quality cards, the QC QA VAL CI process and the certifications', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/quality-assurance');
  const cards = main(page).getByRole('region', { name: 'Our Quality Commitments' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const process = main(page).getByRole('region', { name: 'Our Quality Process' });
  for (const code of ['QC', 'QA', 'VAL', 'CI']) {
    await expect(process.getByText(code, { exact: true }).first()).toBeVisible();
  }
  await expectHeadings(page, [
    'QC: Quality Control',
    'QA: Quality Assurance',
    'VAL: Validation',
    'CI: Continuous Improvement',
  ]);
  const certifications = main(page).getByRole('region', { name: 'Certifications' }).getByRole('listitem');
  for (const [name, status] of [
    ['FDA Approval', 'Current'],
    ['ISO 9001', 'Certified'],
    ['GMP Certified', 'Verified'],
  ]) {
    const card = certifications.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(`Status: ${status}`);
  }
  await expect(main(page).getByRole('link', { name: 'Ask for certificates' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoA11yViolations(page);
  const report = await downloadPdf(page, 'Download Quality Report');
  expect(report.name).toBe('aarogya-quality-report.pdf');
  for (const text of [
    'Quality Report',
    'VAL: Validation',
    'FDA Approval (Current)',
    'GMP Certified (Verified)',
  ])
    expect(report.lines).toContain(text);
});

test('regulatory affairs shows the bodies with regions, the 4 stages, expertise and a contact button', async ({
  page,
}) => {
  await gotoHydrated(page, '/services/regulatory-affairs');
  const bodies = main(page)
    .getByRole('region', { name: 'Regulatory Bodies We Work With' })
    .getByRole('listitem');
  await expect(bodies).toHaveCount(4);
  for (const [name, region] of [
    ['CDSCO', 'India'],
    ['US FDA', 'United States'],
    ['EMA', 'Europe'],
    ['WHO', 'Global'],
  ]) {
    const card = bodies.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toContainText(`Region: ${region}`);
  }
  await expectHeadings(
    page,
    ['Pre-Submission', 'Submission', 'Review', 'Approval'].map(
      (stage, index) => `Step ${index + 1}: ${stage}`,
    ),
  );
  const expertise = main(page).getByRole('region', { name: 'Our Expertise' });
  await expect(expertise.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(expertise.getByRole('listitem')).toHaveCount(8);
  await expect(main(page).getByRole('link', { name: 'Contact our regulatory team' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expectNoA11yViolations(page);
});
