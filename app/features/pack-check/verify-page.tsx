import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { TitledSection } from '#app/components/ui/titled-section.tsx';
import { Island } from '#app/lib/island.tsx';
import { PackScanner } from './pack-scanner.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import {
  type PackCheckAnswer,
  type PackCheckAsked,
  packCheckPath,
  packCheckQuery,
  packReportLinks,
} from '#contract/pack-checks.ts';
import { verifyPageContent } from './verify-content.ts';
import { PackAnswerSection } from './pack-answer.tsx';

const linkClass = 'font-medium text-teal-800 underline';

/**
 * `/verify`: how to check a pack, and the two ways to ask. Both forms are plain GET forms, so a
 * check works without script; the server renders this page with its answer in `data-pack-answer`
 * and what was asked back in the fields, where a scanned label (`/verify/{code}`) lands too. A
 * translated page's forms ask its own address, so the answer comes back in its language.
 */
export function VerifyPage({
  title,
  lead,
  asked = {},
  answer,
  productOptions,
}: {
  title: string;
  lead: string;
  /** The product master's products, by name: a product's name is the same in every language. */
  productOptions: readonly { value: string; label: string }[];
  /** What the visitor asked, as the server read it. */
  asked?: PackCheckAsked;
  answer?: PackCheckAnswer;
}) {
  const texts = useContent('packCheck.page', verifyPageContent);
  const { locale } = useTranslate();
  const action = localHref(packCheckPath, locale);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 text-slate-800 sm:px-6">
        <div data-pack-answer="" className="pack-answer">
          {answer && <PackAnswerSection answer={answer} />}
        </div>
        <TitledSection headingId="check-code-heading" title={texts.codeHeading} className="space-y-4">
          <p>{texts.codeText}</p>
          {/* Room kept for the scan button, which shows once the page's code finds a camera to ask for. */}
          <div className="min-h-14">
            <Island name="pack-scanner" component={PackScanner} props={{}} />
          </div>
          <form method="get" action={action} aria-labelledby="check-code-heading" className="space-y-4">
            <FormField label={texts.codeLabel} required>
              <TextInput
                name={packCheckQuery.code}
                defaultValue={asked.code ?? ''}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono"
              />
            </FormField>
            <Button type="submit" size="field">
              {texts.checkCode}
            </Button>
          </form>
        </TitledSection>
        <TitledSection headingId="check-batch-heading" title={texts.batchHeading} className="space-y-4">
          <p>{texts.batchText}</p>
          <form
            method="get"
            action={action}
            aria-labelledby="check-batch-heading"
            className="grid gap-4 sm:grid-cols-2"
          >
            <FormField label={texts.productLabel} required>
              <Select
                name={packCheckQuery.product}
                options={productOptions}
                placeholder={texts.choosePlaceholder}
                defaultValue={asked.product ?? ''}
              />
            </FormField>
            <FormField label={texts.batchLabel} required>
              <TextInput
                name={packCheckQuery.batch}
                defaultValue={asked.batch}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono"
              />
            </FormField>
            <div className="sm:col-span-2">
              <Button type="submit" size="field">
                {texts.checkBatch}
              </Button>
            </div>
          </form>
        </TitledSection>
        <TitledSection headingId="pack-doubt-heading" title={texts.doubtHeading} className="space-y-3">
          <p>
            {richText(texts.doubtText, {
              contact: (
                <a href={localHref(packReportLinks.contact, locale)} className={linkClass}>
                  {texts.contactLink}
                </a>
              ),
              report: (
                <a href={localHref(packReportLinks.adverseEvent, locale)} className={linkClass}>
                  {texts.reportLink}
                </a>
              ),
              cdsco: (
                <a href={packReportLinks.cdsco} rel="external" className={linkClass}>
                  {texts.cdscoLink}
                </a>
              ),
            })}
          </p>
        </TitledSection>
      </div>
    </>
  );
}
