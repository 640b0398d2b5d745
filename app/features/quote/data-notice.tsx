import { siteConfig } from '#app/lib/site-config.ts';

/** What happens to the details sent with the form (India's Digital Personal Data Protection Act, 2023). */
export function QuoteDataNotice() {
  return (
    <section
      aria-labelledby="quote-data-notice"
      className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700"
    >
      <h2 id="quote-data-notice" className="text-base font-semibold text-slate-900">
        What happens to your details
      </h2>
      <p className="mt-2">
        When you submit, your details and request are sent to {siteConfig.name} and stored on our servers in
        India, with the time you agreed to our terms and privacy policy. Our sales team uses them only to
        prepare your quote and contact you about it. We keep them for two years, then delete them; we never
        sell them or share them for marketing.
      </p>
      <p className="mt-2">
        To see, correct or erase what we hold about you, write to{' '}
        <a href={siteConfig.email.href} className="font-medium text-teal-800 underline">
          {siteConfig.email.display}
        </a>{' '}
        or call{' '}
        <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
          {siteConfig.phone.display}
        </a>{' '}
        ({siteConfig.salesHours}). Our{' '}
        <a href="/privacy" className="font-medium text-teal-800 underline">
          privacy policy
        </a>{' '}
        explains your rights under the Digital Personal Data Protection Act, 2023.
      </p>
    </section>
  );
}
