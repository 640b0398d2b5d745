import type { ReactNode } from 'react';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { TitledSection } from '#app/components/ui/titled-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { useContent } from '#languages/content.ts';
import { formatMessage, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { packCheckPath } from '#contract/pack-checks.ts';
import {
  recallClasses,
  recallClassTexts,
  recallFeedPath,
  recallSubscriptionLimits,
  recallSubscriptionsPath,
  recallSubscriptionTexts,
} from '#contract/recalls.ts';
import { recallsPageContent } from './recalls-page-content.ts';

// Product names are brands: the same in every language.
const linkClass = 'font-medium text-teal-800 underline';

/**
 * `/recalls` and each notice's page: the notices (`notices`, read from the store as the server
 * renders the page; none in the build), the server's answer to a visitor (`message`), and the
 * subscription by email, a plain form post answered by the server in the language of the page that
 * sent it (`?lang=`). Without a mail server the form is not offered, and the page says so.
 */
export function RecallsPage({
  title,
  lead,
  message,
  notices,
  subscriptionsOffered,
  productOptions,
  subscription = {},
}: {
  title: string;
  lead: string;
  message?: ReactNode;
  notices?: ReactNode;
  subscriptionsOffered: boolean;
  /** The product master's products, by name, to subscribe to. */
  productOptions: readonly { value: string; label: string }[];
  /** What the form shows chosen and typed: what the visitor sent, or a notice's product. */
  subscription?: { product?: string; email?: string };
}) {
  const { locale } = useTranslate();
  const texts = useContent('recall.form', recallsPageContent);
  const classTexts = useContent('recall.classes', recallClassTexts);
  const subscriptionTexts = useContent('recall.subscription', recallSubscriptionTexts);
  const subscribeAction =
    locale === 'en' ? recallSubscriptionsPath : `${recallSubscriptionsPath}?lang=${locale}`;
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-800 sm:px-6">
        {message}
        {notices && <div className="recall-notices">{notices}</div>}
        <TitledSection headingId="recall-check-heading" title={texts.checkHeading} className="space-y-3">
          <p>
            {richText(texts.check, {
              checkLink: (
                <a href={localHref(packCheckPath, locale)} className={linkClass}>
                  {texts.checkLink}
                </a>
              ),
            })}
          </p>
        </TitledSection>
        <TitledSection
          id="recall-mail"
          headingId="recall-mail-heading"
          title={texts.mailHeading}
          className="space-y-4"
        >
          {subscriptionsOffered ? (
            <>
              <p>{formatMessage(texts.mailLead, locale, { hours: recallSubscriptionLimits.confirmHours })}</p>
              <form
                method="post"
                action={subscribeAction}
                data-recall-subscribe=""
                aria-labelledby="recall-mail-heading"
                className="grid gap-4 sm:grid-cols-2"
              >
                <FormField label={texts.product} required>
                  <Select
                    name="product"
                    options={productOptions}
                    placeholder={texts.chooseProduct}
                    defaultValue={subscription.product ?? ''}
                  />
                </FormField>
                <FormField label={texts.email} required>
                  <TextInput
                    name="email"
                    type="email"
                    autoComplete="email"
                    defaultValue={subscription.email ?? ''}
                  />
                </FormField>
                <p className="text-sm text-slate-700 sm:col-span-2">
                  {richText(texts.privacy, {
                    privacyLink: (
                      <a href={localHref('/privacy', locale)} className={linkClass}>
                        {texts.privacyLink}
                      </a>
                    ),
                  })}
                </p>
                <div className="sm:col-span-2">
                  <Button type="submit" size="field">
                    {texts.submit}
                  </Button>
                </div>
              </form>
            </>
          ) : (
            // No confirmation could be sent: the page says so instead of offering the form.
            <p data-recall-mail-unavailable="">{subscriptionTexts.unavailable}</p>
          )}
          <p>
            {richText(texts.feed, {
              // The feed is in English, as the notices are.
              feedLink: (
                <a href={recallFeedPath} type="application/atom+xml" className={linkClass}>
                  {texts.feedLink}
                </a>
              ),
            })}
          </p>
        </TitledSection>
        <TitledSection headingId="recall-classes-heading" title={texts.classesHeading} className="space-y-3">
          <p>{texts.classesLead}</p>
          <ul className="list-disc space-y-2 pl-5">
            {recallClasses.map((recallClass) => (
              <li key={recallClass}>
                {richText(texts.classItem, {
                  classLabel: <strong>{formatMessage(texts.classLabel, locale, { recallClass })}</strong>,
                  meaning: classTexts[recallClass].meaning,
                  startsWithin: classTexts[recallClass].startsWithin,
                })}
              </li>
            ))}
          </ul>
          <p>{texts.quality}</p>
        </TitledSection>
      </div>
    </>
  );
}
