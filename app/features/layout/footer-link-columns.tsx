import { Disclosure } from '#app/components/ui/disclosure.tsx';
import { footerColumns } from './footer-links.ts';
import { FooterLinkList } from './footer-link-list.tsx';
import { labelId, useTranslate } from '#languages/messages.ts';
import { localiseLink } from './localised-navigation.ts';

/** The Company, Products, Resources and Support columns; on a phone each one opens with a tap. */
export function FooterLinkColumns() {
  const { t, locale } = useTranslate();
  return (
    <nav
      aria-label={t('layout.footerNav')}
      className="grid border-t border-white/10 md:grid-cols-4 md:gap-8 md:border-0"
    >
      {footerColumns.map((column) => (
        <Disclosure
          key={column.heading}
          className="border-b border-white/10 md:border-0"
          summaryClassName="min-h-12 text-slate-300 md:min-h-0"
          summary={
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t(labelId(column.heading))}
            </h2>
          }
        >
          <FooterLinkList
            links={column.links.map((link) => localiseLink(link, t, locale))}
            className="space-y-2.5 pb-4 text-sm md:mt-4 md:pb-0"
          />
        </Disclosure>
      ))}
    </nav>
  );
}
