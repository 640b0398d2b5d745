import { Checkbox, Textarea } from '#app/components/ui/form-controls.tsx';
import { BoundField, HoneypotField, TextInput } from '#app/components/ui/form.tsx';
import { EmailField, PhoneField, SendRow } from '#app/components/ui/lead-form-fields.tsx';
import { notifySuccess } from '#app/lib/notify.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { useDomId } from '#app/lib/dom-id.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { localHref } from '#languages/translated-pages.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { policyLinks } from '#app/components/terms-agreement.tsx';
import { contactFormContent } from './contact-content.ts';
import { formRefusalIds } from '#languages/lead-messages.ts';

/** SPEC §4/§9: 'Sending...' shows for at least 1 s while the message is sent. */
export const CONTACT_SEND_DELAY_MS = 1000;

export const contactSentToast = {
  title: contactFormContent.sentTitle,
  description: contactFormContent.sentDescription,
} as const;

const linkClass = 'font-medium text-brand-800 underline';

/**
 * The texts the form's island carries on a translated page: its words, its fields' labels, the form
 * kit's and the form's refusals (an English page's are all in the code).
 */
export const contactFormTexts = [
  'company.contactForm',
  'field.contact',
  'form.optional',
  'form.leaveEmpty',
  ...formRefusalIds('contact'),
];

export function ContactForm() {
  const id = useDomId();
  const texts = useContent('company.contactForm', contactFormContent);
  const labels = useContent('field.contact', leadFieldLabels.contact);
  const { locale } = useTranslate();
  const { formProps, field, formError, busy } = useLeadForm('contact', {
    labels,
    minimumBusyMs: CONTACT_SEND_DELAY_MS,
    onSent: ({ reference, requestPath }, form) => {
      void notifySuccess(texts.sentTitle, {
        description: `${texts.sentDescription} ${fillText(texts.reference, { reference })}`,
        ...(requestPath && {
          action: {
            label: texts.followRequest,
            onClick: () => window.location.assign(localHref(requestPath, locale)),
          },
          duration: 15_000,
        }),
      });
      form.reset();
    },
  });

  return (
    <form
      {...formProps}
      aria-labelledby={`${id}-title`}
      className="relative rounded-card border border-slate-200 bg-white p-6 shadow-card sm:p-8"
    >
      <h3 id={`${id}-title`} className="text-2xl font-bold text-ink">
        {texts.title}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{texts.requiredNote}</p>
      <HoneypotField />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <BoundField field={field('name')}>
          {(control) => <TextInput {...control({ autoComplete: 'name' })} />}
        </BoundField>
        <EmailField field={field('email')} />
        <PhoneField field={field('phone')} />
        <BoundField field={field('subject')}>{(control) => <TextInput {...control()} />}</BoundField>
        <BoundField field={field('message')} className="sm:col-span-2">
          {(control) => <Textarea {...control()} />}
        </BoundField>
      </div>
      <Checkbox {...field('terms')} className="mt-5 text-sm" label={texts.termsLabel} />
      <p className="mt-1 pl-8 text-sm text-ink-muted">
        {richText(texts.termsNote, policyLinks(texts, locale, linkClass))}
      </p>
      <SendRow formError={formError} busy={busy} busyLabel={texts.sending} className="mt-6 space-y-4">
        {texts.send}
      </SendRow>
    </form>
  );
}
