import { siteConfig } from '#app/lib/site-config.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { quoteDataNoticeContent } from './quote-content.ts';
import { useOpeningHours } from '#app/data/opening-hours.ts';

const linkClass = 'font-medium text-teal-800 underline';

/** What happens to the details sent with the form (India's Digital Personal Data Protection Act, 2023). */
export function QuoteDataNotice() {
  const texts = useContent('quote.dataNotice', quoteDataNoticeContent);
  const hours = useOpeningHours();
  const { t, locale } = useTranslate();
  return (
    <section
      aria-labelledby="quote-data-notice"
      className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700"
    >
      <h2 id="quote-data-notice" className="text-base font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="mt-2">{fillText(texts.use, { name: t('site.name') })}</p>
      <p className="mt-2">
        {richText(texts.rights, {
          email: (
            <a href={siteConfig.email.href} className={linkClass}>
              {siteConfig.email.display}
            </a>
          ),
          phone: (
            <a href={siteConfig.phone.href} className={linkClass}>
              {siteConfig.phone.display}
            </a>
          ),
          salesHours: hours.phoneLine,
          privacy: (
            <a href={localHref('/privacy', locale)} className={linkClass}>
              {texts.privacyLink}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
