import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { TitledSection } from '#app/components/ui/titled-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { productChoices } from '#app/data/catalogue.ts';
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
} from '#contract/recalls.ts';
import { recallsPageContent } from './recalls-page-content.ts';

// Product names are brands: the same in every language.
const productOptions = productChoices();
const linkClass = 'font-medium text-teal-800 underline';

/**
 * `/recalls` and, written from it by the server, each notice's page. The notices themselves are
 * not in the build: the server reads them from the store on every request and writes them into
 * `data-recall-notices` (server/site/recall-html.ts), with a visitor's message in
 * `data-recall-message`. The subscription is a plain form post, answered by the server in the
 * language of the page that sent it (`?lang=`).
 */
export function RecallsPage({ title, lead }: { title: string; lead: string }) {
  const { locale } = useTranslate();
  const texts = useContent('recall.form', recallsPageContent);
  const classTexts = useContent('recall.classes', recallClassTexts);
  const subscribeAction =
    locale === 'en' ? recallSubscriptionsPath : `${recallSubscriptionsPath}?lang=${locale}`;
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-800 sm:px-6">
        <div data-recall-message="" className="recall-slot" />
        <div data-recall-notices="" className="recall-slot" />
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
          {/* Without mail the server takes this lead and the form out, and says so instead. */}
          <p data-recall-mail-lead="">
            {formatMessage(texts.mailLead, locale, { hours: recallSubscriptionLimits.confirmHours })}
          </p>
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
                defaultValue=""
              />
            </FormField>
            <FormField label={texts.email} required>
              <TextInput name="email" type="email" autoComplete="email" defaultValue="" />
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
