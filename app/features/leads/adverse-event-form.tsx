import { useState } from 'react';
import { Checkbox, FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { reporterTypeOptions, seriousnessOptions } from '#contract/lead-options.ts';

export const adverseEventReceived = {
  title: 'Thank you for your report',
  text: 'Our drug safety team reviews every report and will contact you if you agreed to it.',
} as const;

/** The report form and its confirmation: the island of its page. */
export function AdverseEventForm() {
  const [sent, setSent] = useState<SentLead>();
  const { formProps, errors, formError, busy } = useLeadForm('adverse-event', {
    minimumBusyMs: 1000,
    onSent: (answer, form) => {
      form.reset();
      setSent(answer);
    },
  });

  return (
    <>
      <SentConfirmation sent={sent} {...adverseEventReceived} />
      <form {...formProps} aria-label="Adverse event report" className="relative grid gap-6 md:grid-cols-2">
        <HoneypotField />
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">About you</legend>
          <FormField label="Your name" required error={errors.reporterName}>
            <TextInput name="reporterName" autoComplete="name" maxLength={leadLimits.nameMax} />
          </FormField>
          <FormField label="You are" required error={errors.reporterType}>
            <Select
              name="reporterType"
              options={reporterTypeOptions}
              placeholder="Choose one"
              defaultValue=""
            />
          </FormField>
          <FormField
            label="Email address"
            hint="An email address or a phone number, so our safety team can reach you."
            error={errors.reporterEmail}
          >
            <TextInput
              name="reporterEmail"
              type="email"
              autoComplete="email"
              maxLength={leadLimits.emailMax}
            />
          </FormField>
          <FormField label="Phone number" error={errors.reporterPhone}>
            <TextInput name="reporterPhone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">What happened</legend>
          <FormField label="Medicine or product" required error={errors.productName}>
            <TextInput name="productName" maxLength={leadLimits.productNameMax} />
          </FormField>
          <FormField
            label="Batch number"
            hint="Printed on the strip or box, if you have it."
            error={errors.batchNumber}
          >
            <TextInput name="batchNumber" maxLength={leadLimits.batchNumberMax} />
          </FormField>
          <FormField
            label="What happened"
            required
            hint="The reaction or problem, the dose taken, other medicines taken, and how the person is now."
            error={errors.description}
            className="md:col-span-2"
          >
            <Textarea name="description" rows={6} maxLength={leadLimits.messageMax} />
          </FormField>
          <FormField label="When it started" error={errors.startedOn}>
            <TextInput name="startedOn" type="date" />
          </FormField>
          <FormField label="How serious was it" required error={errors.seriousness}>
            <Select
              name="seriousness"
              options={seriousnessOptions}
              placeholder="Choose one"
              defaultValue=""
            />
          </FormField>
        </fieldset>
        <Checkbox
          name="consentToContact"
          className="md:col-span-2"
          label="Our safety team may contact me about this report."
        />
        <p className="text-sm text-slate-700 md:col-span-2">
          Your report and contact details are stored by {siteConfig.name} and reviewed by our drug safety
          team. Safety reports are kept for as long as the law requires; if you ask us to erase your details,
          we remove your name and contact details and keep only what happened. See our{' '}
          <a href="/privacy" className="font-medium text-teal-800 underline">
            privacy policy
          </a>
          .
        </p>
        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton busy={busy} busyLabel="Sending..." size="lg" className="w-full sm:w-auto">
            Send Report
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

/** The adverse-event (side effect) report page: emergency numbers first, then the form. */
