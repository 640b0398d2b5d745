import { type FormEvent, useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { newsletterSuccessMessage, useNewsletterSignup } from './use-newsletter-signup.ts';

/** The footer's newsletter signup. */
export function NewsletterForm() {
  const headingId = useId();
  const inputId = useId();
  const { email, setEmail, subscribed, subscribe } = useNewsletterSignup();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-6 rounded-xl bg-slate-800 p-6 lg:grid-cols-2 lg:items-center lg:p-8"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          Subscribe to our newsletter
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          Health tips, new products and offers from our team, straight to your inbox.
        </p>
      </div>
      {/* method="dialog" outside a dialog submits nowhere: without JavaScript the form does nothing. */}
      <form method="dialog" onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-200">
          Email address
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="h-11 w-full min-w-0 rounded-md sm:flex-1 border border-slate-500 bg-slate-900 px-3 text-sm text-white placeholder:text-slate-400"
          />
          <Button type="submit" size="field">
            Subscribe
          </Button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-teal-300">
          {subscribed ? newsletterSuccessMessage : ''}
        </p>
      </form>
    </section>
  );
}
