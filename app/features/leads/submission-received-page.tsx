import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import type { PageSummary } from '#app/pages.ts';
import { type Translate, labelId, useTranslate } from '#languages/messages.ts';
import { englishPathOf } from '#languages/locales.ts';
import { localHref } from '#languages/translated-pages.ts';

interface Confirmation {
  heading: string;
  text: string;
  back: { to: string; label: string };
}

/** The confirmation texts of SPEC §8, as each form shows them in place (a translated page's by message id). */
const confirmations: Record<string, Confirmation | ((t: Translate) => Confirmation)> = {
  '/request-quote/received': (t) => ({
    heading: t('quote.confirmation.title'),
    text: t('quote.confirmation.text'),
    back: { to: '/products', label: t('quote.confirmation.browseProducts') },
  }),
  '/contact/received': (t) => ({
    heading: t('company.contactForm.sentTitle'),
    text: t('company.contactForm.sentDescription'),
    back: { to: '/', label: t('form.backToHome') },
  }),
  '/newsletter/subscribed': (t) => ({
    heading: t('newsletter.subscribed'),
    text: t('received.newsletter'),
    back: { to: '/', label: t('form.backToHome') },
  }),
  '/adverse-events/received': (t) => ({
    heading: t('adverseEvent.receivedTitle'),
    text: t('adverseEvent.receivedText'),
    back: { to: '/', label: t('form.backToHome') },
  }),
  '/medical-info/received': (t) => ({
    heading: t('professionals.received.medical-info.title'),
    text: t('professionals.received.medical-info.text'),
    back: { to: '/providers', label: t(labelId('For Healthcare Providers')) },
  }),
  '/providers/received': (t) => ({
    heading: t('professionals.received.distributor.title'),
    text: t('professionals.received.distributor.text'),
    back: { to: '/providers', label: t(labelId('For Healthcare Providers')) },
  }),
};

/** The pages of kinds that have a request page to follow (a newsletter sign-up has none). */
const followablePaths = new Set([
  '/request-quote/received',
  '/contact/received',
  '/adverse-events/received',
  '/medical-info/received',
  '/providers/received',
]);

/**
 * Where a form sent without JavaScript lands: the confirmation, with the reference when the
 * server could vouch for it (the visitor's address carried the reference with its receipt), and a
 * general confirmation otherwise.
 */
export function SubmissionReceivedPage({
  entry,
  received,
}: {
  entry: PageSummary;
  /** The reference and the request's private link, as the server renders the page for its sender. */
  received?: { reference: string; requestLink: string };
}) {
  const { t, rich, locale } = useTranslate();
  const englishPath = englishPathOf(entry.path);
  const found = confirmations[englishPath] ?? confirmations['/contact/received']!;
  const confirmation = typeof found === 'function' ? found(t) : found;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <Icon name="circle-check" className="size-12 text-emerald-700" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{entry.title}</h1>
      {confirmation.heading !== entry.title && (
        <p className="mt-4 text-xl font-semibold text-slate-900">{confirmation.heading}</p>
      )}
      <p className="mt-4 text-lg text-slate-700">{confirmation.text}</p>
      {received && (
        <p className="mt-2 text-lg text-slate-800">
          {rich('form.reference', {
            reference: <strong data-lead-reference="">{received.reference}</strong>,
          })}
        </p>
      )}
      {received && followablePaths.has(englishPath) && (
        <p className="mt-2 text-lg text-slate-800">
          {t('form.followBeforeLink')}{' '}
          <a
            data-lead-request-link=""
            href={received.requestLink}
            className="font-medium text-teal-800 underline"
          >
            {t('form.followLink')}
          </a>
          {t('form.followAfterLink')}
        </p>
      )}
      <p className="mt-6 text-slate-700">
        {rich('received.questions', {
          phone: (
            <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
              {siteConfig.phone.display}
            </a>
          ),
        })}
      </p>
      <a href={localHref(confirmation.back.to, locale)} className={`mt-10 ${buttonVariants({ size: 'lg' })}`}>
        {confirmation.back.label}
      </a>
    </section>
  );
}
