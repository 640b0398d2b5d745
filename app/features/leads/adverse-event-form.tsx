import { useState } from 'react';
import { Checkbox, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { BoundField, HoneypotField, TextInput } from '#app/components/ui/form.tsx';
import { EmailField, FieldGroup, PhoneField, SendRow } from '#app/components/ui/lead-form-fields.tsx';
import { SentConfirmation } from '#app/components/sent-confirmation.tsx';
import type { SentLead } from '#app/lib/send-lead.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { reporterTypeOptions, seriousnessOptions } from '#contract/lead-options.ts';

/** The texts the report form shows in every language: its own, its fields' and its choices' (app/islands/island-texts.ts). */
export const adverseEventFormTexts = ['adverseEvent', 'field.adverse-event', 'option', 'form', 'site.name'];

/** The report form and its confirmation: the island of its page. */
export function AdverseEventForm() {
  const [sent, setSent] = useState<SentLead>();
  const { t, locale } = useTranslate();
  const choices = (list: string, options: readonly { value: string; label: string }[]) =>
    options.map((option) => ({ value: option.value, label: t(`option.${list}.${option.value}`) }));
  const { formProps, field, formError, busy } = useLeadForm('adverse-event', {
    labels: (name) => t(`field.adverse-event.${name}`),
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
        <FieldGroup legend={t('adverseEvent.aboutYou')}>
          <BoundField field={field('reporterName')}>
            {(control) => <TextInput {...control({ autoComplete: 'name' })} />}
          </BoundField>
          <BoundField field={field('reporterType')}>
            {(control) => (
              <Select
                {...control()}
                options={choices('reporterType', reporterTypeOptions)}
                placeholder={t('adverseEvent.chooseOne')}
                defaultValue=""
              />
            )}
          </BoundField>
          <EmailField field={field('reporterEmail')} hint={t('adverseEvent.emailHint')} />
          <PhoneField field={field('reporterPhone')} />
        </FieldGroup>
        <FieldGroup legend={t('adverseEvent.whatHappenedLegend')}>
          <BoundField field={field('productName')}>{(control) => <TextInput {...control()} />}</BoundField>
          <BoundField field={field('batchNumber')} hint={t('adverseEvent.batchHint')}>
            {(control) => <TextInput {...control()} />}
          </BoundField>
          <BoundField
            field={field('description')}
            hint={t('adverseEvent.descriptionHint')}
            className="md:col-span-2"
          >
            {(control) => <Textarea {...control({ rows: 6 })} />}
          </BoundField>
          <BoundField field={field('startedOn')}>
            {(control) => <TextInput {...control({ type: 'date' })} />}
          </BoundField>
          <BoundField field={field('seriousness')}>
            {(control) => (
              <Select
                {...control()}
                options={choices('seriousness', seriousnessOptions)}
                placeholder={t('adverseEvent.chooseOne')}
                defaultValue=""
              />
            )}
          </BoundField>
        </FieldGroup>
        <Checkbox
          {...field('consentToContact')}
          className="md:col-span-2"
          label={t('adverseEvent.consent')}
        />
        <p className="text-sm text-slate-700 md:col-span-2">
          {t('adverseEvent.privacyBeforeLink', { name: t('site.name') })}{' '}
          <a href={localHref('/privacy', locale)} className="font-medium text-teal-800 underline">
            {t('adverseEvent.privacyLink')}
          </a>
          .
        </p>
        <SendRow
          formError={formError}
          busy={busy}
          busyLabel={t('adverseEvent.sending')}
          className="space-y-4 md:col-span-2"
        >
          {t('adverseEvent.send')}
        </SendRow>
      </form>
    </>
  );
}

/** The adverse-event (side effect) report page: emergency numbers first, then the form. */
