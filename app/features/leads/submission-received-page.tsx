import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import type { PageSummary } from '#app/pages.ts';
import { referencePattern } from '#contract/lead-fields.ts';

/** The confirmation texts of SPEC §8, as each form shows them in place. */
const confirmations: Record<string, { heading: string; text: string; back: { to: string; label: string } }> =
  {
    '/request-quote/received': {
      heading: 'Quote Request Submitted',
      text: "We've received your request and will contact you within 24 hours.",
      back: { to: '/products', label: 'Browse Products' },
    },
    '/contact/received': {
      heading: 'Message sent successfully!',
      text: "We'll get back to you within 24 hours.",
      back: { to: '/', label: 'Back to Home' },
    },
    '/newsletter/subscribed': {
      heading: '✓ Successfully subscribed!',
      text: 'Health tips, new products and offers from our team will reach your inbox.',
      back: { to: '/', label: 'Back to Home' },
    },
    '/adverse-events/received': {
      heading: 'Thank you for your report',
      text: 'Our drug safety team reviews every report and will contact you if you agreed to it.',
      back: { to: '/', label: 'Back to Home' },
    },
  };

/**
 * Where a form sent without JavaScript lands. The server writes the reference into the prerendered
 * page (the empty `data-lead-reference` element); with JavaScript it is read from the address, so
 * hydration finds the same text.
 */
export function SubmissionReceivedPage({ entry }: { entry: PageSummary }) {
  const [searchParams] = useSearchParams();
  const given = searchParams.get('ref') ?? '';
  const reference = referencePattern.test(given) ? given : '';
  const confirmation = confirmations[entry.path] ?? confirmations['/contact/received']!;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <Icon name="circle-check" className="size-12 text-emerald-700" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{entry.title}</h1>
      {confirmation.heading !== entry.title && (
        <p className="mt-4 text-xl font-semibold text-slate-900">{confirmation.heading}</p>
      )}
      <p className="mt-4 text-lg text-slate-700">{confirmation.text}</p>
      <p className="mt-2 text-lg text-slate-800 has-[strong:empty]:hidden">
        Your reference is <strong data-lead-reference="">{reference}</strong>.
      </p>
      <p className="mt-6 text-slate-700">
        Questions? Call us on{' '}
        <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
          {siteConfig.phone.display}
        </a>
        .
      </p>
      <Link to={confirmation.back.to} className={`mt-10 ${buttonVariants({ size: 'lg' })}`}>
        {confirmation.back.label}
      </Link>
    </section>
  );
}
