import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { QuoteDataNotice } from './data-notice.tsx';
import { CatalogueProductList } from '#app/components/catalogue-product-list.tsx';
import { quoteProductListId } from './further-product-lines.tsx';
import { QuoteForm } from './quote-form.tsx';
import { Island } from '#app/lib/island.tsx';
import { useContent } from '#languages/content.ts';
import { fillText } from '#languages/messages.ts';
import { quotePageContent } from './quote-content.ts';
import { useOpeningHours } from '#app/data/opening-hours.ts';

export function QuotePage({
  title,
  lead,
  productNames,
}: {
  title: string;
  lead: string;
  /** The product master's names, suggested in the product fields. */
  productNames: readonly string[];
}) {
  const texts = useContent('quote.page', quotePageContent);
  const hours = useOpeningHours();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div className="space-y-8">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Island name="quote-form" component={QuoteForm} props={{}} />
            <CatalogueProductList id={quoteProductListId} names={productNames} />
          </div>
          <QuoteDataNotice />
        </div>
        <aside aria-labelledby="quote-contact-heading" className="space-y-4">
          <h2 id="quote-contact-heading" className="text-xl font-semibold text-slate-900">
            {texts.talkHeading}
          </h2>
          <p className="text-slate-700">{texts.talkText}</p>
          <ul className="space-y-3 text-slate-800">
            <li className="flex items-center gap-3">
              <Icon name="phone" className="size-5 text-teal-800" />
              <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
                {siteConfig.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="mail" className="size-5 text-teal-800" />
              <a href={siteConfig.email.href} className="font-medium break-all text-teal-800 underline">
                {siteConfig.email.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Icon name="clock" className="size-5 text-teal-800" />
              <span>
                {fillText(texts.hours, {
                  salesHours: hours.phoneLine,
                  anyHour: siteConfig.anyHour,
                  replyWithin: hours.replyWithin,
                })}
              </span>
            </li>
          </ul>
        </aside>
      </div>
    </>
  );
}
