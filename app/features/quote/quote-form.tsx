import { useEffect, useRef, useState } from 'react';
import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { timelineOptions } from '#contract/lead-options.ts';
import { FurtherProductLines, QuantityInput, quoteProductListId } from './further-product-lines.tsx';
import { QuoteConfirmation } from './quote-confirmation.tsx';

/** SPEC §9: the quote form shows 'Processing...' for at least 1.5 s while it is sent. */
export const quoteProcessingMs = 1500;

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
      <form {...formProps} aria-label="Quote request" className="relative grid gap-6 md:grid-cols-2">
        <p className="text-sm text-slate-700 md:col-span-2">
          Fields marked{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <HoneypotField />

        <FormField label="Full name" required error={errors.fullName}>
          <TextInput name="fullName" autoComplete="name" maxLength={leadLimits.nameMax} />
        </FormField>

        <FormField label="Email address" required error={errors.email}>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={leadLimits.emailMax}
          />
        </FormField>

        <FormField label="Phone number" error={errors.phone}>
          <TextInput name="phone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
        </FormField>

        <FormField label="Company or organisation" error={errors.company}>
          <TextInput name="company" autoComplete="organization" maxLength={leadLimits.companyMax} />
        </FormField>

        <FormField label="Product name" required error={errors.productName}>
          <TextInput
            ref={productRef}
            name="productName"
            list={quoteProductListId}
            maxLength={leadLimits.productNameMax}
          />
        </FormField>

        <FormField
          label="Quantity"
          required
          hint="Number of units, packs or devices."
          error={errors.quantity}
        >
          <QuantityInput name="quantity" />
        </FormField>

        <FurtherProductLines errors={errors} />

        <FormField
          label="Requirements"
          hint="Strengths, pack sizes, delivery location, licences or anything else we should know."
          error={errors.requirements}
          className="md:col-span-2"
        >
          <Textarea name="requirements" maxLength={leadLimits.requirementsMax} />
        </FormField>

        <FormField label="Timeline" error={errors.timeline}>
          <Select name="timeline" options={timelineOptions} placeholder="Select a timeline" defaultValue="" />
        </FormField>

        <TermsAgreement error={errors.agreed} className="md:col-span-2" />

        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel="Processing..." size="lg" className="w-full sm:w-auto">
            Submit Quote Request
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
