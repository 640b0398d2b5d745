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
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { useContent } from '#app/i18n/content.ts';
import { distributorFormContent } from './professionals-content.ts';
import { labelsByValue } from './professional-texts.ts';

/**
 * The states keep the contract's spelling as their value, which the server checks against the
 * GSTIN; a translated page names them in its language.
 */
const stateLabels = Object.fromEntries(gstStates.map((state) => [state, state]));

const licenceTypeLabels = labelsByValue(licenceTypeOptions);
const monthlyVolumeLabels = labelsByValue(monthlyVolumeOptions);

/**
 * The texts the form's island carries on a translated page: its words and its confirmation's, its
 * fields' labels and choices, the agreement's words, the form kit's and the contract's refusals.
 */
export const distributorFormTexts = [
  'professionals.distributorForm',
  'professionals.received.distributor',
  'field.distributor',
  'option.licenceType',
  'option.monthlyVolume',
  'option.state',
  'termsAgreement',
  'form.optional',
  'form.leaveEmpty',
  'lead',
];

/** A pharmacy's, hospital's or distributor's application to stock our products: an island of `/providers`. */
export function DistributorForm() {
  const [sent, setSent] = useState<SentLead>();
  const texts = useContent('professionals.distributorForm', distributorFormContent);
  const received = useContent('professionals.received.distributor', professionalReceivedTexts.distributor);
  const labels = useContent('field.distributor', leadFieldLabels.distributor);
  const licenceTypes = useContent('option.licenceType', licenceTypeLabels);
  const monthlyVolumes = useContent('option.monthlyVolume', monthlyVolumeLabels);
  const states = useContent('option.state', stateLabels);
  const { formProps, errors, formError, busy } = useLeadForm('distributor', {
    minimumBusyMs: 1000,
    onSent: (answer, form) => {
      form.reset();
      setSent(answer);
    },
  });

  return (
    <>
      <SentConfirmation sent={sent} {...received} />
      <form {...formProps} aria-label={texts.formName} className="relative grid gap-6 md:grid-cols-2">
        <HoneypotField />
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{texts.firmLegend}</legend>
          <FormField label={labels.firmName} required error={errors.firmName} className="md:col-span-2">
            <TextInput name="firmName" autoComplete="organization" maxLength={leadLimits.firmNameMax} />
          </FormField>
          <FormField label={labels.gstin} required hint={texts.gstinHint} error={errors.gstin}>
            <TextInput
              name="gstin"
              maxLength={20}
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono uppercase"
            />
          </FormField>
          <FormField label={labels.licenceType} required error={errors.licenceType}>
            <Select
              name="licenceType"
              options={licenceTypeOptions.map(({ value }) => ({
                value,
                label: licenceTypes[value] ?? value,
              }))}
              placeholder={texts.chooseOne}
              defaultValue=""
            />
          </FormField>
          <FormField label={labels.licence20} required error={errors.licence20}>
            <TextInput name="licence20" maxLength={leadLimits.licenceMax} spellCheck={false} />
          </FormField>
          <FormField label={labels.licence21} required error={errors.licence21}>
            <TextInput name="licence21" maxLength={leadLimits.licenceMax} spellCheck={false} />
          </FormField>
          <FormField label={labels.address} required error={errors.address} className="md:col-span-2">
            <Textarea
              name="address"
              rows={3}
              autoComplete="street-address"
              maxLength={leadLimits.addressMax}
            />
          </FormField>
          <FormField label={labels.state} required error={errors.state}>
            <Select
              name="state"
              options={gstStates.map((state) => ({ value: state, label: states[state] ?? state }))}
              placeholder={texts.chooseOne}
              defaultValue=""
            />
          </FormField>
          <FormField label={labels.pinCode} required error={errors.pinCode}>
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
          <legend className="mb-2 text-lg font-semibold text-slate-900">{texts.contactLegend}</legend>
          <FormField label={labels.contactPerson} required error={errors.contactPerson}>
            <TextInput name="contactPerson" autoComplete="name" maxLength={leadLimits.nameMax} />
          </FormField>
          <FormField label={labels.email} required error={errors.email}>
            <TextInput name="email" type="email" autoComplete="email" maxLength={leadLimits.emailMax} />
          </FormField>
          <FormField label={labels.phone} error={errors.phone}>
            <TextInput name="phone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
          </FormField>
          <FormField label={labels.monthlyVolume} required error={errors.monthlyVolume}>
            <Select
              name="monthlyVolume"
              options={monthlyVolumeOptions.map(({ value }) => ({
                value,
                label: monthlyVolumes[value] ?? value,
              }))}
              placeholder={texts.chooseOne}
              defaultValue=""
            />
          </FormField>
          <FormField
            label={labels.areasServed}
            required
            hint={texts.areasHint}
            error={errors.areasServed}
            className="md:col-span-2"
          >
            <Textarea name="areasServed" rows={3} maxLength={leadLimits.areasMax} />
          </FormField>
        </fieldset>
        <TermsAgreement error={errors.agreed} className="md:col-span-2" />
        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel={texts.sending} size="lg" className="w-full sm:w-auto">
            {texts.send}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
