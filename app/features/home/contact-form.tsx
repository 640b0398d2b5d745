import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { notifySuccess } from '#app/lib/notify.ts';

/** SPEC §4/§9: the message is not sent anywhere; the form pretends to send for 1 s. */
export const CONTACT_SEND_DELAY_MS = 1000;

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-teal-700';
const labelClass = 'block text-sm font-semibold text-slate-800';

export function ContactForm() {
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    timer.current = setTimeout(() => {
      void notifySuccess('Message sent successfully!', {
        description: "We'll get back to you within 24 hours.",
      });
      form.current?.reset();
      setSending(false);
    }, CONTACT_SEND_DELAY_MS);
  }

  return (
    <form
      ref={form}
      onSubmit={handleSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Send us a message
      </h3>
      <p className="mt-1 text-sm text-slate-700">All fields are required unless marked optional.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelClass}>
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            Phone <span className="font-normal text-slate-700">(optional)</span>
          </label>
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" className={fieldClass} />
        </div>
        <div>
          <label htmlFor={`${id}-subject`} className={labelClass}>
            Subject
          </label>
          <input id={`${id}-subject`} name="subject" type="text" required className={fieldClass} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-message`} className={labelClass}>
            Message
          </label>
          <textarea id={`${id}-message`} name="message" rows={5} required className={fieldClass} />
        </div>
      </div>
      <div className="mt-5 flex items-start gap-3">
        <input
          id={`${id}-terms`}
          name="terms"
          type="checkbox"
          required
          className="mt-1 size-5 shrink-0 accent-teal-700"
        />
        <label htmlFor={`${id}-terms`} className="text-sm text-slate-800">
          I agree to the terms of use and the privacy policy.
        </label>
      </div>
      <p className="mt-1 pl-8 text-sm text-slate-700">
        Read our{' '}
        <Link to="/terms" className="font-medium text-teal-800 underline">
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-medium text-teal-800 underline">
          Privacy Policy
        </Link>
        .
      </p>
      <button
        type="submit"
        disabled={sending}
        className="mt-6 inline-flex w-full items-center justify-center rounded-full bg-teal-700 px-6 py-3 font-semibold text-white shadow hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-500 sm:w-auto"
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
