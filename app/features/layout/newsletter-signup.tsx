import { useEffect, useRef, useState } from 'react';
import { BoundField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { useTranslate } from '#languages/messages.ts';

/** How long the confirmation stays before the field clears (SPEC §9). */
export const newsletterMessageMs = 3000;

/**
 * The newsletter's form and its sending code: a real POST form, so it works before and without the
 * page's script; once its code has loaded, it sends as JSON and confirms in place for 3 s.
 */
export function NewsletterSignup({ headingId }: { headingId: string }) {
  const [reference, setReference] = useState<string>();
  const { t } = useTranslate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { formProps, field, formError, busy } = useLeadForm('newsletter', {
    labels: { email: t('newsletter.email') },
    onSent: (sent, form) => {
      setReference(sent.reference);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setReference(undefined);
        form.reset();
      }, newsletterMessageMs);
    },
  });

  return (
    <form {...formProps} aria-labelledby={headingId} className="relative">
      <HoneypotField />
      <div className="flex items-end gap-2">
        <BoundField field={field('email')} tone="dark" className="min-w-0 flex-1">
          {(control) => (
            <TextInput
              {...control({ type: 'email', autoComplete: 'email', placeholder: 'you@example.com' })}
              className="h-11 border-slate-500 bg-ink py-0 text-sm text-white placeholder:text-slate-400"
            />
          )}
        </BoundField>
        <SubmitButton
          busy={busy}
          busyLabel={t('newsletter.subscribing')}
          size="field"
          className="mt-7 self-start"
        >
          {t('newsletter.subscribe')}
        </SubmitButton>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-brand-300">
        {reference
          ? `${t('newsletter.subscribed')} ${t('newsletter.reference', { reference })}`
          : (formError ?? '')}
      </p>
    </form>
  );
}
