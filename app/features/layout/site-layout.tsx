import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Island } from '#app/lib/island.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { LanguageOfferBar } from './language-offer.tsx';
import { useTranslate } from '#languages/messages.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { englishPathOf, localeOfPath } from '#languages/locales.ts';

export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslate();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      {/* Once, a link to the page in the language the browser prefers (server/site/language-preference.ts). */}
      {localeOfPath(pathname) === 'en' && languageVersions(pathname).length > 0 && <LanguageOfferBar />}
      {/* The home page's header follows its sections from the start; elsewhere it waits to be used. */}
      <Island
        name="site-header"
        component={SiteHeader}
        props={{ pathname }}
        load={englishPathOf(pathname) === '/' ? 'at-once' : 'on-use'}
      />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
