import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormField, HoneypotField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { useLeadForm } from '#app/lib/use-lead-form.ts';
import { leadLimits } from '#contract/lead-fields.ts';

/** How long the confirmation stays before the field clears (SPEC §9). */
export const newsletterMessageMs = 3000;

export const newsletterSuccessMessage = '✓ Successfully subscribed!';

/** The footer's newsletter signup: a real form, so it also works before and without the page's script. */
export function NewsletterForm() {
  const headingId = useId();
  const [reference, setReference] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { formProps, errors, formError, busy } = useLeadForm('newsletter', {
    onSent: (sent, form) => {
      setReference(sent);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setReference(undefined);
        form.reset();
      }, newsletterMessageMs);
    },
  });

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card bg-white/5 p-5 ring-1 ring-white/10 sm:p-6 lg:grid-cols-2 lg:items-center lg:gap-6 lg:p-8"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          Subscribe to our newsletter
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          Health tips, new products and offers from our team, straight to your inbox. We store your address to
          send them, until you ask us to stop (
          <Link to="/privacy" className="underline">
            privacy policy
          </Link>
          ).
        </p>
      </div>
      <form {...formProps} aria-labelledby={headingId} className="relative">
        <HoneypotField />
        <div className="flex items-end gap-2">
          <FormField
            label="Email address"
            required
            tone="dark"
            error={errors.email}
            className="min-w-0 flex-1"
          >
            <TextInput
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              maxLength={leadLimits.emailMax}
              className="h-11 border-slate-500 bg-ink py-0 text-sm text-white placeholder:text-slate-400"
            />
          </FormField>
          <SubmitButton busy={busy} busyLabel="Subscribing..." size="field" className="mt-7 self-start">
            Subscribe
          </SubmitButton>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-brand-300">
          {reference ? `${newsletterSuccessMessage} Your reference is ${reference}.` : (formError ?? '')}
        </p>
      </form>
    </section>
  );
}
