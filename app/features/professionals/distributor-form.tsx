import { useState } from 'react';
import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { professionalReceivedTexts } from '#contract/lead-texts.ts';
import { licenceTypeOptions, monthlyVolumeOptions } from '#contract/lead-options.ts';
import { gstStates } from '#contract/trade-identifiers.ts';

const stateOptions = gstStates.map((state) => ({ value: state, label: state }));

/** A pharmacy's, hospital's or distributor's application to stock our products: an island of `/providers`. */
export function DistributorForm() {
  const [sent, setSent] = useState<SentLead>();
  const { formProps, errors, formError, busy } = useLeadForm('distributor', {
    minimumBusyMs: 1000,
    onSent: (answer, form) => {
      form.reset();
      setSent(answer);
    },
  });

  return (
    <>
      <SentConfirmation sent={sent} {...professionalReceivedTexts['distributor']} />
      <form
        {...formProps}
        aria-label="Distributor application"
        className="relative grid gap-6 md:grid-cols-2"
      >
        <HoneypotField />
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">The firm</legend>
          <FormField label="Name of the firm" required error={errors.firmName} className="md:col-span-2">
            <TextInput name="firmName" autoComplete="organization" maxLength={leadLimits.firmNameMax} />
          </FormField>
          <FormField
            label="GSTIN"
            required
            hint="15 characters, as on your GST registration certificate; it must be registered in the state below."
            error={errors.gstin}
          >
            <TextInput
              name="gstin"
              maxLength={20}
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase"
            />
          </FormField>
          <FormField label="Drug licence" required error={errors.licenceType}>
            <Select
              name="licenceType"
              options={licenceTypeOptions}
              placeholder="Choose one"
              defaultValue=""
            />
          </FormField>
          <FormField label="Form 20 or 20B licence number" required error={errors.licence20}>
            <TextInput name="licence20" maxLength={leadLimits.licenceMax} spellCheck={false} />
          </FormField>
          <FormField label="Form 21 or 21B licence number" required error={errors.licence21}>
            <TextInput name="licence21" maxLength={leadLimits.licenceMax} spellCheck={false} />
          </FormField>
          <FormField
            label="Address of the premises"
            required
            error={errors.address}
            className="md:col-span-2"
          >
            <Textarea
              name="address"
              rows={3}
              autoComplete="street-address"
              maxLength={leadLimits.addressMax}
            />
          </FormField>
          <FormField label="State or union territory" required error={errors.state}>
            <Select name="state" options={stateOptions} placeholder="Choose one" defaultValue="" />
          </FormField>
          <FormField label="PIN code" required error={errors.pinCode}>
            <TextInput
              name="pinCode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              pattern="[1-9][0-9]{5}"
            />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Contact and trade</legend>
          <FormField label="Contact person" required error={errors.contactPerson}>
            <TextInput name="contactPerson" autoComplete="name" maxLength={leadLimits.nameMax} />
          </FormField>
          <FormField label="Email address" required error={errors.email}>
            <TextInput name="email" type="email" autoComplete="email" maxLength={leadLimits.emailMax} />
          </FormField>
          <FormField label="Phone number" error={errors.phone}>
            <TextInput name="phone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
          </FormField>
          <FormField label="Expected monthly volume" required error={errors.monthlyVolume}>
            <Select
              name="monthlyVolume"
              options={monthlyVolumeOptions}
              placeholder="Choose one"
              defaultValue=""
            />
          </FormField>
          <FormField
            label="Areas served"
            required
            hint="Districts, towns or hospitals you supply."
            error={errors.areasServed}
            className="md:col-span-2"
          >
            <Textarea name="areasServed" rows={3} maxLength={leadLimits.areasMax} />
          </FormField>
        </fieldset>
        <TermsAgreement error={errors.agreed} className="md:col-span-2" />
        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel="Sending..." size="lg" className="w-full sm:w-auto">
            Send application
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
