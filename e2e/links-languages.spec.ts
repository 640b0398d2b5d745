import { expect } from '@playwright/test';
import { pages } from '../app/pages.ts';
import { englishPathOf, localeDetails, localeOfPath, translatedLocales } from '../languages/locales.ts';
import { isTranslatedPage } from '../languages/translated-pages.ts';
import { test } from './test.ts';

const siteOrigin = 'https://www.aarogyalifesciences.in';

/** Every address a served page's links and forms lead to, as written in its HTML. */
function linkTargetsOf(html: string): string[] {
  const targets = [...html.matchAll(/<(?:a|area)\b[^>]*?\shref="([^"]*)"|<form\b[^>]*?\saction="([^"]*)"/gi)];
  return targets.map((match) => (match[1] ?? match[2] ?? '').replaceAll('&amp;', '&'));
}

/** The path of an address on this site, or undefined for one elsewhere (a phone number, a map). */
function internalPath(target: string, pageUrl: URL): string | undefined {
  if (target.startsWith('#') || target === '') return undefined;
  const url = new URL(target, pageUrl);
  if (url.origin !== pageUrl.origin && url.origin !== siteOrigin) return undefined;
  return url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
}

/**
 * Issue 46: a link on a Telugu or Hindi page leads to the page in the same language wherever that
 * page is translated; only pages with no translation (the prescribing information, the staff
 * screens) are opened in English. Every translated page of the route table, as the server serves it.
 */
test.describe('the links of every translated page stay in its language', () => {
  for (const locale of translatedLocales) {
    test(`every ${localeDetails[locale].ownName} page links to ${localeDetails[locale].ownName} pages`, async ({
      request,
      baseURL,
    }) => {
      const translated = pages.filter((entry) => entry.locale === locale);
      expect(translated.length).toBeGreaterThan(50);
      const strays: string[] = [];
      let internalLinks = 0;
      for (const entry of translated) {
        const served = await request.get(entry.path);
        expect(served.status(), entry.path).toBe(200);
        const pageUrl = new URL(entry.path, baseURL);
        for (const target of linkTargetsOf(await served.text())) {
          const path = internalPath(target, pageUrl);
          if (path === undefined) continue;
          internalLinks += 1;
          if (localeOfPath(path) !== locale && isTranslatedPage(englishPathOf(path)))
            strays.push(`${entry.path} → ${target}`);
        }
      }
      // The walk read real pages: the header, footer and page links of each.
      expect(internalLinks).toBeGreaterThan(translated.length * 20);
      expect(strays).toEqual([]);
    });
  }

  test('the home sections and the privacy links open the Telugu pages', async ({ request }) => {
    const home = await (await request.get('/te')).text();
    const targets = linkTargetsOf(home);
    expect(targets).toContain('/te#about');
    expect(targets).toContain('/te#contact');
    expect(targets).toContain('/te/privacy');
    const report = linkTargetsOf(await (await request.get('/hi/adverse-events')).text());
    // The form's notice, the newsletter's and the legal bar's.
    const privacyLinks = report.filter((target) => target.endsWith('/privacy'));
    expect(privacyLinks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(privacyLinks)).toEqual(new Set(['/hi/privacy']));
  });
});
