import { expect, type Page } from '@playwright/test';
import { researchAreas } from '../app/data/services/clinical-research.ts';
import { formatMessage } from '../languages/messages.ts';
import { translatedLocales } from '../languages/locales.ts';
import { messagesFor, translationsOf } from '../languages/catalogues.ts';
import { expectNoA11yViolations } from './axe.ts';
import { gotoBeforeHydration } from './fixtures.ts';
import { test } from './test.ts';

/** The services pages in Telugu and Hindi (issue 30): their texts, their links and the live search. */
const te = messagesFor('te');
const hi = messagesFor('hi');
/** A Hindi page's own title (a page's titles are not among the texts its parts show). */
const hindiTitle = (path: string) => translationsOf('hi')[`page.${path}.title`]?.text ?? '';
const main = (page: Page) => page.getByRole('main');
const areaText = (messages: Readonly<Record<string, string>>, id: string, part: 'name' | 'description') =>
  messages[`services.research.areas.${researchAreas.findIndex((area) => area.id === id)}.${part}`] ?? '';

test.describe('the Telugu clinical research page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('finds an area by a Telugu word typed as soon as the page paints', async ({ page }) => {
    const diabetes = areaText(te, 'diabetes', 'name');
    // The first word of the area's Telugu name, as a visitor would type it.
    const word = diabetes.split(/[\s,]/)[0] ?? '';
    const { releaseScripts } = await gotoBeforeHydration(page, '/te/services/clinical-research');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    const search = main(page).getByRole('searchbox', { name: te['services.research.search.label'] });
    await search.pressSequentially(word);
    releaseScripts();

    const areas = main(page)
      .getByRole('region', { name: te['services.clinicalResearch.areas.title'] })
      .getByRole('listitem');
    await expect(areas).toHaveCount(1);
    await expect(areas.getByRole('heading', { level: 3 })).toHaveText(diabetes);
    await expect(areas).toContainText(te['services.research.statuses.Recruiting'] ?? '');
    await expect(main(page).getByRole('status')).toHaveText(
      formatMessage(te['services.research.count.some'] ?? '', 'te', {
        shown: 1,
        total: researchAreas.length,
      }),
    );
    await expect(search).toHaveValue(word);

    // The English name finds it too.
    await search.fill('Neurology');
    await expect(areas.getByRole('heading', { level: 3 })).toHaveText(areaText(te, 'neurology', 'name'));

    await search.fill('xyz');
    await expect(areas).toHaveCount(0);
    await expect(
      main(page).getByRole('heading', {
        level: 3,
        name: formatMessage(te['services.research.empty.heading'] ?? '', 'te', { query: 'xyz' }),
      }),
    ).toBeVisible();
    await main(page).getByRole('button', { name: te['services.research.empty.clear'] }).click();
    await expect(areas).toHaveCount(researchAreas.length);
    await expect(search).toBeFocused();
    await expectNoA11yViolations(page);
  });
});

test('the Hindi services overview is in Hindi and leads to the Hindi service pages', async ({ page }) => {
  await page.goto('/hi/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(hindiTitle('/services'));
  await expect(main(page).getByRole('article')).toHaveCount(4);
  await expect(main(page)).not.toContainText('Explore');
  const research = hi['services.overview.services.0.name'] ?? '';
  await expect(main(page).getByRole('heading', { level: 2, name: research })).toBeVisible();
  const link = main(page).getByRole('link', {
    name: formatMessage(hi['services.overview.explore'] ?? '', 'hi', { service: research }),
  });
  await expect(link).toHaveAttribute('href', '/hi/services/clinical-research');
  await expectNoA11yViolations(page);

  await link.click();
  await expect(page).toHaveURL(/\/hi\/services\/clinical-research$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
    hindiTitle('/services/clinical-research'),
  );
  // The timeline's steps are read out in Hindi: "चरण 1: खोज".
  await expect(
    main(page).getByRole('heading', {
      level: 3,
      name: `${formatMessage(hi['services.timeline.step'] ?? '', 'hi', { number: 1 })}: ${hi['services.clinicalResearch.process.steps.0.name']}`,
    }),
  ).toBeVisible();
});

test('every translated services page fits a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const locale of translatedLocales) {
    for (const path of [
      '/services',
      '/services/clinical-research',
      '/services/drug-manufacturing',
      '/services/quality-assurance',
      '/services/regulatory-affairs',
    ]) {
      await page.goto(`/${locale}${path}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `/${locale}${path}`).toBeLessThanOrEqual(0);
    }
  }
});
