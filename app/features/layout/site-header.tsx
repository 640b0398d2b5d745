import { useCallback, useReducer, useRef } from 'react';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { cn } from '#app/components/ui/class-names.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { ContactStrip } from './contact-strip.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { closedNav, navReducer } from './nav-state.ts';
import { localisedNavigation, localisedQuoteLink, localisedServiceFacts } from './localised-navigation.ts';
import { useTranslate } from '#languages/messages.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { languageVersions } from '#languages/language-versions.ts';
import { SiteLogo } from './site-logo.tsx';
import { useEscapeKey } from './use-escape-key.ts';
import { useMediaChange } from './use-media-change.ts';
import { useShownSection } from './use-shown-section.ts';
import { useHomeHashScroll } from './use-home-hash-scroll.ts';
import { ParsedEnd } from '#app/components/ui/parsed-end.tsx';
import { localHref } from '#languages/translated-pages.ts';
import { englishPathOf } from '#languages/locales.ts';
import { useDomId } from '#app/lib/dom-id.ts';

/**
 * The header of every page. The contact strip scrolls away; the bar below it stays at the top
 * (sticky at minus the strip's 2.25 rem) and turns more opaque once the page is scrolled. An island
 * (app/lib/island.tsx) whose code loads on first use, but on the home page, where it also follows the
 * sections: it knows the page only by the `pathname` it is rendered with, and its links are plain
 * links, as every public page is its own document.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const [nav, dispatch] = useReducer(navReducer, closedNav);
  const menuId = useDomId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeAll = useCallback(() => dispatch({ type: 'close-all' }), []);
  const shownSection = useShownSection(englishPathOf(pathname) === '/');
  useHomeHashScroll(pathname);
  const current = { pathname, shownSection };
  const { t, locale } = useTranslate();
  const navigation = localisedNavigation(t, locale);
  const quoteLink = localisedQuoteLink(t, locale);
  const facts = localisedServiceFacts(t);

  // The desktop and mobile navigations share one state; crossing the 768 px breakpoint starts afresh.
  useMediaChange('(min-width: 48rem)', closeAll);

  // Escape closes the mobile menu and hands focus back to its button. (An open desktop dropdown
  // handles Escape itself.)
  useEscapeKey(nav.mobileMenuOpen, () => {
    dispatch({ type: 'close-all' });
    menuButtonRef.current?.focus();
  });

  return (
    <header className="sticky -top-9 z-50" data-site-header>
      <ContactStrip
        facts={facts}
        languages={
          languageVersions(pathname).length > 0 ? (
            <LanguageSwitcher pathname={pathname} tone="strip" className="ml-auto hidden md:block" />
          ) : undefined
        }
      />
      {/* Turns more opaque once the page is scrolled, through app.css (data-header-bar). */}
      <div data-header-bar className="border-b border-transparent bg-white/80 shadow-none backdrop-blur">
        <div className="settle-when-parsed mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 lg:gap-4">
          <a
            href={localHref('/', locale)}
            aria-label={t('layout.home', { name: siteConfig.name })}
            className="shrink-0 rounded-md"
            onClick={closeAll}
          >
            <SiteLogo className="md:hidden lg:block" />
            <SiteLogo variant="mark" className="hidden md:block lg:hidden" />
          </a>
          <DesktopNav
            entries={navigation}
            openDropdown={nav.mobileMenuOpen ? null : nav.openDropdown}
            current={current}
            dispatch={dispatch}
          />
          <a
            href={quoteLink.to}
            className={cn(buttonVariants({ size: 'sm', display: 'fromMd' }))}
            onClick={closeAll}
          >
            {quoteLink.label}
          </a>
          <MobileMenuButton
            ref={menuButtonRef}
            open={nav.mobileMenuOpen}
            menuId={menuId}
            onToggle={() => dispatch({ type: 'toggle-mobile-menu' })}
          />
          <ParsedEnd />
        </div>
        <MobileMenu
          id={menuId}
          entries={navigation}
          quoteLink={quoteLink}
          facts={facts}
          state={nav}
          current={current}
          dispatch={dispatch}
        />
      </div>
    </header>
  );
}
