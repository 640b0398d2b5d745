import { Link } from 'react-router';
import { siteConfig } from '#app/lib/site-config.ts';

/** What happens to the details typed into the form (India's Digital Personal Data Protection Act, 2023). */
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
        This form does not transmit anything: the details you type stay in this browser tab, are used only to
        show your confirmation and are cleared when you submit or leave the page. This website does not store
        them or share them with anyone.
      </p>
      <p className="mt-2">
        To be sure our sales team prepares your quote, please also write to{' '}
        <a href={siteConfig.email.href} className="font-medium text-teal-800 underline">
          {siteConfig.email.display}
        </a>{' '}
        or call{' '}
        <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
          {siteConfig.phone.display}
        </a>{' '}
        ({siteConfig.salesHours}). What we do with details you send us that way is set out in our{' '}
        <Link to="/privacy" className="font-medium text-teal-800 underline">
          privacy policy
        </Link>
        , under the Digital Personal Data Protection Act, 2023.
      </p>
    </section>
  );
}
