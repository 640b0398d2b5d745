import { useState } from 'react';
import { Checkbox, FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { useTranslate } from '#app/i18n/messages.ts';
import { localHref } from '#app/i18n/translated-pages.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { reporterTypeOptions, seriousnessOptions } from '#contract/lead-options.ts';

/** The report form and its confirmation: the island of its page. */
export function AdverseEventForm() {
  const [sent, setSent] = useState<SentLead>();
  const { t, locale } = useTranslate();
  const field = (name: string) => t(`field.adverse-event.${name}`);
  const choices = (list: string, options: readonly { value: string; label: string }[]) =>
    options.map((option) => ({ value: option.value, label: t(`option.${list}.${option.value}`) }));
  const { formProps, errors, formError, busy } = useLeadForm('adverse-event', {
    minimumBusyMs: 1000,
    onSent: (answer, form) => {
      form.reset();
      setSent(answer);
    },
  });

  return (
    <>
      <SentConfirmation
        sent={sent}
        title={t('adverseEvent.receivedTitle')}
        text={t('adverseEvent.receivedText')}
      />
      <form
        {...formProps}
        aria-label={t('adverseEvent.formName')}
        className="relative grid gap-6 md:grid-cols-2"
      >
        <HoneypotField />
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">{t('adverseEvent.aboutYou')}</legend>
          <FormField label={field('reporterName')} required error={errors.reporterName}>
            <TextInput name="reporterName" autoComplete="name" maxLength={leadLimits.nameMax} />
          </FormField>
          <FormField label={field('reporterType')} required error={errors.reporterType}>
            <Select
              name="reporterType"
              options={choices('reporterType', reporterTypeOptions)}
              placeholder={t('adverseEvent.chooseOne')}
              defaultValue=""
            />
          </FormField>
          <FormField
            label={field('reporterEmail')}
            hint={t('adverseEvent.emailHint')}
            error={errors.reporterEmail}
          >
            <TextInput
              name="reporterEmail"
              type="email"
              autoComplete="email"
              maxLength={leadLimits.emailMax}
            />
          </FormField>
          <FormField label={field('reporterPhone')} error={errors.reporterPhone}>
            <TextInput name="reporterPhone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">
            {t('adverseEvent.whatHappenedLegend')}
          </legend>
          <FormField label={field('productName')} required error={errors.productName}>
            <TextInput name="productName" maxLength={leadLimits.productNameMax} />
          </FormField>
          <FormField
            label={field('batchNumber')}
            hint={t('adverseEvent.batchHint')}
            error={errors.batchNumber}
          >
            <TextInput name="batchNumber" maxLength={leadLimits.batchNumberMax} />
          </FormField>
          <FormField
            label={field('description')}
            required
            hint={t('adverseEvent.descriptionHint')}
            error={errors.description}
            className="md:col-span-2"
          >
            <Textarea name="description" rows={6} maxLength={leadLimits.messageMax} />
          </FormField>
          <FormField label={field('startedOn')} error={errors.startedOn}>
            <TextInput name="startedOn" type="date" />
          </FormField>
          <FormField label={field('seriousness')} required error={errors.seriousness}>
            <Select
              name="seriousness"
              options={choices('seriousness', seriousnessOptions)}
              placeholder={t('adverseEvent.chooseOne')}
              defaultValue=""
            />
          </FormField>
        </fieldset>
        <Checkbox name="consentToContact" className="md:col-span-2" label={t('adverseEvent.consent')} />
        <p className="text-sm text-slate-700 md:col-span-2">
          {t('adverseEvent.privacyBeforeLink', { name: t('site.name') })}{' '}
          <a href={localHref('/privacy', locale)} className="font-medium text-teal-800 underline">
            {t('adverseEvent.privacyLink')}
          </a>
          .
        </p>
        <div className="space-y-4 md:col-span-2">
          <FormAlert message={formError} />
          <SubmitButton
            busy={busy}
            busyLabel={t('adverseEvent.sending')}
            size="lg"
            className="w-full sm:w-auto"
          >
            {t('adverseEvent.send')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}

/** The adverse-event (side effect) report page: emergency numbers first, then the form. */
