import { useId } from 'react';
import { Link } from 'react-router';
import { hydrateLater } from '#app/lib/hydrate-later.tsx';

/**
 * In the browser the form's code (the form kit, the sending hook, the contract's limits) is a chunk
 * of its own, fetched while the page hydrates instead of with the site shell. Until it arrives, React
 * leaves the prerendered form as it is: a plain POST form that works. The prerendering build renders
 * it directly, so the form is in every page's HTML.
 */
const NewsletterSignup = hydrateLater('newsletter', () =>
  import('./newsletter-signup.tsx').then((module) => module.NewsletterSignup),
);

/** The footer's newsletter signup: a real form, so it also works before and without the page's script. */
export function NewsletterForm() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-card bg-white/5 p-4 ring-1 ring-white/10 sm:p-6 lg:grid-cols-2 lg:items-center lg:gap-6 lg:p-8"
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
      {/* The prerendered form stays in place (and posts without script) until its code has loaded. */}
      <NewsletterSignup headingId={headingId} />
    </section>
  );
}
