import { useState } from 'react';
import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { professionalReceivedTexts } from '#contract/lead-texts.ts';
import { professionOptions, urgencyOptions } from '#contract/lead-options.ts';
import { medicalInfoTexts, mentionsSideEffect, productListId } from './professional-texts.ts';

const linkClass = 'font-medium text-teal-800 underline';

/** A healthcare professional's question to our medical information team: the island of `/medical-info`. */
export function MedicalInfoForm() {
  const [sent, setSent] = useState<SentLead>();
  const [sideEffect, setSideEffect] = useState(false);
  const { formProps, errors, formError, busy } = useLeadForm('medical-info', {
    minimumBusyMs: 1000,
    onSent: (answer, form) => {
      form.reset();
      setSideEffect(false);
      setSent(answer);
    },
  });

  return (
    <>
      <SentConfirmation sent={sent} {...professionalReceivedTexts['medical-info']} />
      <form
        {...formProps}
        aria-label="Medical information request"
        className="relative grid gap-6 md:grid-cols-2"
      >
        <HoneypotField />
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">About you</legend>
          <FormField label="Name" required error={errors.name}>
            <TextInput name="name" autoComplete="name" maxLength={leadLimits.nameMax} />
          </FormField>
          <FormField label="Profession" required error={errors.profession}>
            <Select name="profession" options={professionOptions} placeholder="Choose one" defaultValue="" />
          </FormField>
          <FormField
            label="Registration number"
            required
            hint="With your State Medical Council, Dental, Nursing or Pharmacy Council."
            error={errors.registrationNumber}
          >
            <TextInput name="registrationNumber" maxLength={leadLimits.registrationMax} />
          </FormField>
          <FormField label="Hospital, clinic or pharmacy" error={errors.institution}>
            <TextInput name="institution" autoComplete="organization" maxLength={leadLimits.institutionMax} />
          </FormField>
          <FormField label="Email address" required error={errors.email}>
            <TextInput name="email" type="email" autoComplete="email" maxLength={leadLimits.emailMax} />
          </FormField>
          <FormField label="Phone number" error={errors.phone}>
            <TextInput name="phone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Your question</legend>
          <FormField
            label="Product"
            required
            hint="Choose one of ours, or type its name."
            error={errors.productName}
          >
            <TextInput name="productName" list={productListId} maxLength={leadLimits.productNameMax} />
          </FormField>
          <FormField label="How urgent is it" required error={errors.urgency}>
            <Select name="urgency" options={urgencyOptions} placeholder="Choose one" defaultValue="" />
          </FormField>
          <FormField label="Your question" required error={errors.question} className="md:col-span-2">
            <Textarea
              name="question"
              rows={6}
              maxLength={leadLimits.questionMax}
              onInput={(event) => setSideEffect(mentionsSideEffect(event.currentTarget.value))}
            />
          </FormField>
          {sideEffect && (
            <p role="status" className="rounded-lg bg-amber-50 p-4 text-amber-900 md:col-span-2">
              {medicalInfoTexts.sideEffectHint}{' '}
              <a href="/adverse-events" className={linkClass}>
                Report it on the adverse-event form
              </a>
              .
            </p>
          )}
        </fieldset>
        <TermsAgreement error={errors.agreed} className="md:col-span-2" />
        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel="Sending..." size="lg" className="w-full sm:w-auto">
            Send question
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
