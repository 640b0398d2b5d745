import { useEffect, useRef, useState } from 'react';
import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { BoundField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { timelineOptions } from '#contract/lead-options.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { FurtherProductLines, QuantityInput, quoteProductListId } from './further-product-lines.tsx';
import { QuoteConfirmation } from './quote-confirmation.tsx';
import { quoteFormContent } from './quote-content.ts';
import { formRefusalIds } from '#languages/lead-messages.ts';

/** SPEC §9: the quote form shows 'Processing...' for at least 1.5 s while it is sent. */
export const quoteProcessingMs = 1500;

/**
 * The texts the form's island carries on a translated page: its words and its confirmation's, its
 * fields' labels and the timeline's choices, the agreement's words and the form's refusals (the
 * form kit's and the follow link's are its `form` messages; an English page's are all in the code).
 */
export const quoteFormTexts = [
  'quote.form',
  'quote.confirmation',
  'field.quote',
  'option.timeline',
  'termsAgreement',
  ...formRefusalIds('quote'),
];

/** The timeline's choices by value, so a translated page names each as `option.timeline.<value>`. */
const timelineLabels: Readonly<Record<string, string>> = Object.fromEntries(
  timelineOptions.map(({ value, label }) => [value, label]),
);

/**
 * The product the address names (`?product=`, from the catalogue's "Request a quote" links), capped
 * at the contract's limit so a long address cannot fill the field past what is accepted.
 */
function productFromAddress(): string {
  return (new URLSearchParams(window.location.search).get('product') ?? '')
    .trim()
    .slice(0, leadLimits.productNameMax);
}

/**
 * The quote request form, an island of its page. The product from the address is filled in once the
 * form runs (the prerendered form is empty), unless the visitor has already typed one: nothing typed
 * before hydration is lost.
 */
export function QuoteForm() {
  const [sent, setSent] = useState<SentLead>();
  const reference = sent?.reference;
  const confirmationRef = useRef<HTMLDivElement>(null);
  const productRef = useRef<HTMLInputElement>(null);
  const texts = useContent('quote.form', quoteFormContent);
  const labels = useContent('field.quote', leadFieldLabels.quote);
  const timelineChoices = useContent('option.timeline', timelineLabels);
  const { locale } = useTranslate();
  const { formProps, field, errors, formError, busy } = useLeadForm('quote', {
    labels,
    minimumBusyMs: quoteProcessingMs,
    onSent: (answer, form) => {
      form.reset();
      setSent(answer);
    },
  });

  useEffect(() => {
    const product = productRef.current;
    const initialProduct = productFromAddress();
    if (product && initialProduct && product.value.trim() === '') product.value = initialProduct;
  }, []);

  useEffect(() => {
    if (reference) confirmationRef.current?.focus();
  }, [reference]);

  return (
    <>
      <QuoteConfirmation reference={reference} requestPath={sent?.requestPath} regionRef={confirmationRef} />
      <form {...formProps} aria-label={texts.formName} className="relative grid gap-6 md:grid-cols-2">
        <p className="text-sm text-slate-700 md:col-span-2">
          {richText(texts.requiredNote, {
            asterisk: (
              <>
                <span className="text-red-700" aria-hidden="true">
                  *
                </span>
                <span className="sr-only">{texts.asteriskName}</span>
              </>
            ),
          })}
        </p>
        <HoneypotField />

        <BoundField field={field('fullName')}>
          {(control) => <TextInput {...control({ autoComplete: 'name' })} />}
        </BoundField>

        <BoundField field={field('email')}>
          {(control) => (
            <TextInput {...control({ type: 'email', autoComplete: 'email', spellCheck: false })} />
          )}
        </BoundField>

        <BoundField field={field('phone')}>
          {(control) => <TextInput {...control({ type: 'tel', autoComplete: 'tel' })} />}
        </BoundField>

        <BoundField field={field('company')}>
          {(control) => <TextInput {...control({ autoComplete: 'organization' })} />}
        </BoundField>

        <BoundField field={field('productName')}>
          {(control) => <TextInput ref={productRef} {...control({ list: quoteProductListId })} />}
        </BoundField>

        <BoundField field={field('quantity')} hint={texts.quantityHint}>
          {(control) => <QuantityInput {...control()} />}
        </BoundField>

        <FurtherProductLines errors={errors} labels={labels} texts={texts} locale={locale} />

        <BoundField field={field('requirements')} hint={texts.requirementsHint} className="md:col-span-2">
          {(control) => <Textarea {...control()} />}
        </BoundField>

        <BoundField field={field('timeline')}>
          {(control) => (
            <Select
              {...control()}
              options={timelineOptions.map(({ value }) => ({
                value,
                label: timelineChoices[value] ?? value,
              }))}
              placeholder={texts.timelinePlaceholder}
              defaultValue=""
            />
          )}
        </BoundField>

        <TermsAgreement error={field('agreed').error} className="md:col-span-2" />

        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel={texts.processing} size="lg" className="w-full sm:w-auto">
            {texts.submit}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
