import { useState } from 'react';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import { Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { BoundField, HoneypotField, TextInput } from '#app/components/ui/form.tsx';
import { ChoiceField, EmailField, FieldGroup, PhoneField } from '#app/components/ui/lead-form-fields.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { professionalReceivedTexts } from '#contract/lead-texts.ts';
import { licenceTypeOptions, monthlyVolumeOptions } from '#contract/lead-options.ts';
import { gstStates } from '#contract/trade-identifiers.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { useContent } from '#languages/content.ts';
import { distributorFormContent } from './professionals-content.ts';
import { AgreeAndSend } from './agree-and-send.tsx';
import { labelsByValue } from './professional-texts.ts';
import { formRefusalIds } from '#languages/lead-messages.ts';

/**
 * The states keep the contract's spelling as their value, which the server checks against the
 * GSTIN; a translated page names them in its language.
 */
const stateLabels = Object.fromEntries(gstStates.map((state) => [state, state]));

const licenceTypeLabels = labelsByValue(licenceTypeOptions);
const monthlyVolumeLabels = labelsByValue(monthlyVolumeOptions);

/**
 * The texts the form's island carries on a translated page: its words and its confirmation's, its
 * fields' labels and choices, the agreement's words, the form kit's and the form's refusals.
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
  ...formRefusalIds('distributor'),
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
  const { formProps, field, formError, busy } = useLeadForm('distributor', {
    labels,
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
        <FieldGroup legend={texts.firmLegend}>
          <BoundField field={field('firmName')} className="md:col-span-2">
            {(control) => <TextInput {...control({ autoComplete: 'organization' })} />}
          </BoundField>
          <BoundField field={field('gstin')} hint={texts.gstinHint}>
            {(control) => (
              <TextInput
                {...control({ maxLength: 20, autoCapitalize: 'characters', spellCheck: false })}
                className="font-mono uppercase"
              />
            )}
          </BoundField>
          <ChoiceField
            field={field('licenceType')}
            choices={licenceTypeOptions}
            labels={licenceTypes}
            placeholder={texts.chooseOne}
          />
          <BoundField field={field('licence20')}>
            {(control) => <TextInput {...control()} spellCheck={false} />}
          </BoundField>
          <BoundField field={field('licence21')}>
            {(control) => <TextInput {...control()} spellCheck={false} />}
          </BoundField>
          <BoundField field={field('address')} className="md:col-span-2">
            {(control) => <Textarea {...control({ rows: 3, autoComplete: 'street-address' })} />}
          </BoundField>
          <BoundField field={field('state')}>
            {(control) => (
              <Select
                {...control()}
                options={gstStates.map((state) => ({ value: state, label: states[state] ?? state }))}
                placeholder={texts.chooseOne}
                defaultValue=""
              />
            )}
          </BoundField>
          <BoundField field={field('pinCode')}>
            {(control) => (
              <TextInput
                {...control({
                  inputMode: 'numeric',
                  autoComplete: 'postal-code',
                  maxLength: 6,
                  pattern: '[1-9][0-9]{5}',
                })}
              />
            )}
          </BoundField>
        </FieldGroup>
        <FieldGroup legend={texts.contactLegend}>
          <BoundField field={field('contactPerson')}>
            {(control) => <TextInput {...control({ autoComplete: 'name' })} />}
          </BoundField>
          <EmailField field={field('email')} />
          <PhoneField field={field('phone')} />
          <ChoiceField
            field={field('monthlyVolume')}
            choices={monthlyVolumeOptions}
            labels={monthlyVolumes}
            placeholder={texts.chooseOne}
          />
          <BoundField field={field('areasServed')} hint={texts.areasHint} className="md:col-span-2">
            {(control) => <Textarea {...control({ rows: 3 })} />}
          </BoundField>
        </FieldGroup>
        <AgreeAndSend agreement={field('agreed')} formError={formError} busy={busy} texts={texts} />
      </form>
    </>
  );
}
