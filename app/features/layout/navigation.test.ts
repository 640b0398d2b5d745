import { describe, expect, it } from 'vitest';
import { productCategories } from '#catalogue/catalogue.ts';
import { findPage } from '#app/pages.ts';
import { specFooterRoutes } from '#testing/spec-footer-routes.ts';
import { footerColumns, legalLinks } from './footer-links.ts';
import { isPageEntryCurrent, mainNavigation, requestQuoteLink } from './navigation.ts';
import { translator } from '#languages/messages.ts';
import { messagesFor } from '#languages/catalogues.ts';

describe('main navigation', () => {
  it('lists the header entries of the spec in order', () => {
    expect(mainNavigation.map((entry) => entry.label)).toEqual([
      'Home',
      'About Us',
      'Products',
      'Services',
      'Research',
      'Contact',
      'Tablets',
    ]);
    expect(requestQuoteLink).toEqual({ label: 'Request Quote', to: '/request-quote' });
  });

  it('links About Us and Contact to sections of the home page', () => {
    const sections = mainNavigation.flatMap((entry) => (entry.kind === 'section' ? [entry.section] : []));
    expect(sections).toEqual(['about', 'contact']);
  });

  it('gives Products the four catalogue categories, then pack checks, and Services the four service pages', () => {
    const dropdowns = Object.fromEntries(
      mainNavigation.flatMap((entry) => (entry.kind === 'dropdown' ? [[entry.id, entry]] : [])),
    );
    expect(dropdowns.products?.to).toBe('/products');
    expect(dropdowns.products?.items).toEqual([
      ...productCategories.map((c) => ({ label: c.name, to: c.link })),
      { label: 'Check a Pack', to: '/verify' },
    ]);
    expect(dropdowns.services?.to).toBe('/services');
    expect(dropdowns.services?.items.map((item) => item.to)).toEqual([
      '/services/clinical-research',
      '/services/drug-manufacturing',
      '/services/quality-assurance',
      '/services/regulatory-affairs',
    ]);
  });

  it('points every page link at a page of the route table', () => {
    const paths = mainNavigation.flatMap((entry) => {
      if (entry.kind === 'page') return [entry.to];
      if (entry.kind === 'dropdown') return [entry.to, ...entry.items.map((item) => item.to)];
      return [];
    });
    for (const path of [...paths, requestQuoteLink.to]) expect(findPage(path), path).toBeDefined();
  });

  it('names the submenu buttons after their entry', () => {
    const t = translator({ locale: 'en', messages: messagesFor('en') });
    expect(t('layout.showSubmenu', { label: 'Products' })).toBe('Show Products submenu');
  });
});

describe('footer links', () => {
  it('has the four columns of the spec', () => {
    expect(footerColumns.map((column) => column.heading)).toEqual([
      'Company',
      'Products',
      'Resources',
      'Support',
    ]);
  });

  it('links exactly the footer routes of the spec, each once, with pack checks added to Support', () => {
    const hrefs = [...footerColumns.flatMap((column) => column.links), ...legalLinks].map((link) => link.to);
    expect(hrefs.filter((href) => href !== '/verify')).toEqual(specFooterRoutes);
    const support = footerColumns.find((column) => column.heading === 'Support');
    expect(support?.links.at(-1)).toEqual({ label: 'Check a Pack', to: '/verify' });
    expect(hrefs.filter((href) => href === '/verify')).toHaveLength(1);
  });

  it('points every footer link at a page of the route table', () => {
    for (const link of [...footerColumns.flatMap((column) => column.links), ...legalLinks]) {
      expect(findPage(link.to), link.to).toBeDefined();
    }
  });
});

describe('isPageEntryCurrent', () => {
  const home = { to: '/' };
  const research = { to: '/research' };

  it('marks Home on the home page while no linked section is being read', () => {
    expect(isPageEntryCurrent(home, { pathname: '/', shownSection: null })).toBe(true);
  });

  it('does not mark Home while About Us or Contact is shown', () => {
    expect(isPageEntryCurrent(home, { pathname: '/', shownSection: 'about' })).toBe(false);
    expect(isPageEntryCurrent(home, { pathname: '/', shownSection: 'contact' })).toBe(false);
  });

  it('marks a page on itself only, with or without a trailing slash', () => {
    expect(isPageEntryCurrent(research, { pathname: '/research', shownSection: null })).toBe(true);
    expect(isPageEntryCurrent(research, { pathname: '/research/', shownSection: null })).toBe(true);
    expect(isPageEntryCurrent(research, { pathname: '/researchers', shownSection: null })).toBe(false);
    expect(isPageEntryCurrent(home, { pathname: '/research', shownSection: null })).toBe(false);
  });
});
