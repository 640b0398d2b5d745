import { useEffect, useRef, useState } from 'react';
import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { timelineOptions } from '#contract/lead-options.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { useContent } from '#app/i18n/content.ts';
import { richText, useTranslate } from '#app/i18n/messages.ts';
import { FurtherProductLines, QuantityInput, quoteProductListId } from './further-product-lines.tsx';
import { QuoteConfirmation } from './quote-confirmation.tsx';
import { quoteFormContent } from './quote-content.ts';

/** SPEC §9: the quote form shows 'Processing...' for at least 1.5 s while it is sent. */
export const quoteProcessingMs = 1500;

/**
 * The texts the form's island carries on a translated page: its words and its confirmation's, its
 * fields' labels and the timeline's choices, the agreement's words and the contract's refusals (the
 * form kit's and the follow link's are its `form` messages; an English page's are all in the code).
 */
export const quoteFormTexts = [
  'quote.form',
  'quote.confirmation',
  'field.quote',
  'option.timeline',
  'termsAgreement',
  'lead',
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
  const { formProps, errors, formError, busy } = useLeadForm('quote', {
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

        <FormField label={labels.fullName} required error={errors.fullName}>
          <TextInput name="fullName" autoComplete="name" maxLength={leadLimits.nameMax} />
        </FormField>

        <FormField label={labels.email} required error={errors.email}>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={leadLimits.emailMax}
          />
        </FormField>

        <FormField label={labels.phone} error={errors.phone}>
          <TextInput name="phone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
        </FormField>

        <FormField label={labels.company} error={errors.company}>
          <TextInput name="company" autoComplete="organization" maxLength={leadLimits.companyMax} />
        </FormField>

        <FormField label={labels.productName} required error={errors.productName}>
          <TextInput
            ref={productRef}
            name="productName"
            list={quoteProductListId}
            maxLength={leadLimits.productNameMax}
          />
        </FormField>

        <FormField label={labels.quantity} required hint={texts.quantityHint} error={errors.quantity}>
          <QuantityInput name="quantity" />
        </FormField>

        <FurtherProductLines errors={errors} labels={labels} texts={texts} locale={locale} />

        <FormField
          label={labels.requirements}
          hint={texts.requirementsHint}
          error={errors.requirements}
          className="md:col-span-2"
        >
          <Textarea name="requirements" maxLength={leadLimits.requirementsMax} />
        </FormField>

        <FormField label={labels.timeline} error={errors.timeline}>
          <Select
            name="timeline"
            options={timelineOptions.map(({ value }) => ({ value, label: timelineChoices[value] ?? value }))}
            placeholder={texts.timelinePlaceholder}
            defaultValue=""
          />
        </FormField>

        <TermsAgreement error={errors.agreed} className="md:col-span-2" />

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
