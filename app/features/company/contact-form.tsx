import { Checkbox, FormAlert, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { notifySuccess } from '#app/lib/notify.ts';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { useDomId } from '#app/lib/dom-id.ts';

/** SPEC §4/§9: 'Sending...' shows for at least 1 s while the message is sent. */
export const CONTACT_SEND_DELAY_MS = 1000;

export const contactSentToast = {
  title: 'Message sent successfully!',
  description: "We'll get back to you within 24 hours.",
} as const;

const linkClass = 'font-medium text-brand-800 underline';
/** The toast's button to the private page of the message just sent. */
const followRequestLabel = 'Follow your message';

export function ContactForm() {
  const id = useDomId();
  const { formProps, errors, formError, busy } = useLeadForm('contact', {
    minimumBusyMs: CONTACT_SEND_DELAY_MS,
    onSent: ({ reference, requestPath }, form) => {
      void notifySuccess(contactSentToast.title, {
        description: `${contactSentToast.description} Your reference is ${reference}.`,
        ...(requestPath && {
          action: { label: followRequestLabel, onClick: () => window.location.assign(requestPath) },
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
        Send us a message
      </h3>
      <p className="mt-1 text-sm text-ink-muted">All fields are required unless marked optional.</p>
      <HoneypotField />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name}>
          <TextInput name="name" autoComplete="name" maxLength={leadLimits.nameMax} />
        </FormField>
        <FormField label="Email" required error={errors.email}>
          <TextInput name="email" type="email" autoComplete="email" maxLength={leadLimits.emailMax} />
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          <TextInput name="phone" type="tel" autoComplete="tel" maxLength={leadLimits.phoneMax} />
        </FormField>
        <FormField label="Subject" required error={errors.subject}>
          <TextInput name="subject" maxLength={leadLimits.subjectMax} />
        </FormField>
        <FormField label="Message" required error={errors.message} className="sm:col-span-2">
          <Textarea name="message" maxLength={leadLimits.messageMax} />
        </FormField>
      </div>
      <Checkbox
        name="terms"
        required
        error={errors.terms}
        className="mt-5 text-sm"
        label="I agree to the terms of use and the privacy policy."
      />
      <p className="mt-1 pl-8 text-sm text-ink-muted">
        Read our{' '}
        <a href="/terms" className={linkClass}>
          Terms of Use
        </a>{' '}
        and{' '}
        <a href="/privacy" className={linkClass}>
          Privacy Policy
        </a>
        . Your message is stored with the time you agreed, so our team can answer it; we keep it for two
        years.
      </p>
      <div className="mt-6 space-y-4">
        <FormAlert message={formError} />
        <SubmitButton busy={busy} busyLabel="Sending..." size="lg" className="w-full sm:w-auto">
          Send Message
        </SubmitButton>
      </div>
    </form>
  );
}
