// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#languages/locales.ts';
import { MessagesContext } from '#languages/messages.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { pageFor, pages } from '#app/pages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { sitemapGroupsIn } from './sitemap-groups.ts';
import { SitemapPage } from './sitemap-page.tsx';

/** The sitemap page as prerendered in `locale`: all of that language's texts. */
function renderSitemap(locale: Locale) {
  render(
    <MessagesContext value={{ locale, messages: messagesFor(locale) }}>
      <SitemapPage title="Sitemap" lead="Every page" groups={sitemapGroupsIn(locale, pages)} />
    </MessagesContext>,
  );
}

const linkTo = (href: string) =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href') === href);

/** The sitemap's pages that are published only in English, if any are left. */
const englishOnly = sitemapGroupsIn('en', pages)
  .flatMap((group) => group.pages)
  .filter((entry) => !isTranslatedPage(entry.path));

describe('the sitemap page', () => {
  afterEach(cleanup);

  it('in English, names the home page "Home" and every other page by its title', () => {
    renderSitemap('en');
    const mainPages = within(screen.getByRole('region', { name: 'Main pages' }));
    expect(mainPages.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('region', { name: 'Legal and policies' })).getByRole('link', {
        name: 'Cookie Policy',
      }),
    ).toHaveAttribute('href', '/cookies');
  });

  it.each(['te', 'hi'] as const)(
    'in %s, heads its groups and labels each page in the language the link opens',
    (locale) => {
      const messages = messagesFor(locale);
      renderSitemap(locale);
      for (const id of ['main', 'products', 'legal'])
        expect(screen.getByRole('heading', { name: messages[`legal.sitemap.groups.${id}`] })).toBeVisible();
      expect(linkTo(`/${locale}`).map((link) => link.textContent)).toEqual([messages['nav.Home']]);
      for (const path of ['/products', '/privacy', '/cookies', '/sitemap']) {
        const links = linkTo(`/${locale}${path}`);
        expect(links.map((link) => link.textContent)).toEqual([pageFor(`/${locale}${path}`).title]);
        expect(links[0]?.textContent).not.toBe(pageFor(path).title);
      }
      for (const entry of englishOnly)
        expect(linkTo(entry.path).map((link) => link.textContent)).toEqual([entry.title]);
    },
  );
});
