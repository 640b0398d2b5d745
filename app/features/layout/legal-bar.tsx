import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { legalLinks } from './footer-links.ts';
import { FooterLinkList } from './footer-link-list.tsx';
import { useTranslate } from '#languages/messages.ts';
import { localiseLink } from './localised-navigation.ts';

/** The year the site was built (set by vite.config.ts), or this year where no build set it. */
export function copyrightYear(): number {
  const built = (import.meta.env as { BUILD_YEAR?: string } | undefined)?.BUILD_YEAR;
  return built ? Number(built) : new Date().getFullYear();
}

/** Legal links and the copyright line at the very bottom of every page. */
export function LegalBar() {
  const { t, locale } = useTranslate();
  return (
    <div className="border-t border-white/10" data-page-end>
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 text-sm sm:px-6 md:gap-3 md:py-5 lg:flex-row lg:items-center lg:justify-between">
        <p className="text-slate-400">
          {t('layout.copyright', { year: String(copyrightYear()), legalName: siteConfig.legalName })}
        </p>
        <nav aria-label={t('layout.legalNav')}>
          <Disclosure
            summaryClassName="min-h-11 font-semibold text-white md:hidden"
            summary={t('layout.legalAndPolicies')}
          >
            <FooterLinkList
              links={legalLinks.map((link) => localiseLink(link, t, locale))}
              className="flex flex-wrap gap-x-5 gap-y-2 pb-2 md:pb-0"
            />
          </Disclosure>
        </nav>
      </div>
    </div>
  );
}
