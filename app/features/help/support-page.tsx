import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { hoursLine, publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { supportChannels } from './support-channels.ts';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/** /support: every way to reach us, when each is open and how soon we answer, from the site configuration. */
export function SupportPage({ title, lead }: { title: string; lead: string }) {
  const { ambulance, emergency } = publicHelplines.emergency;
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 text-slate-800 sm:px-6 lg:px-8">
        <section
          aria-labelledby="emergency-heading"
          className="mx-auto max-w-3xl rounded-xl border-2 border-red-700 bg-red-50 p-5 text-red-900"
        >
          <h2 id="emergency-heading" className="flex items-center gap-2 text-lg font-bold">
            <Icon name="phone" className="size-5" />
            In an emergency, call {ambulance} or {emergency}
          </h2>
          <p className="mt-2">
            Do not wait for us: call an ambulance on{' '}
            <a href={`tel:${ambulance}`} className="font-semibold underline">
              {ambulance}
            </a>{' '}
            or the emergency number{' '}
            <a href={`tel:${emergency}`} className="font-semibold underline">
              {emergency}
            </a>
            , or go to the nearest hospital.
          </p>
        </section>

        <section aria-labelledby="always-open-heading" className="mx-auto max-w-3xl space-y-3">
          <h2 id="always-open-heading" className="text-2xl font-semibold text-slate-900">
            What our {siteConfig.anyHour} support means
          </h2>
          <p>
            You can reach us at any hour: the chat answers at once, and the contact form, the quote request,
            the side-effect report and email take your message {siteConfig.anyHour}. We reply to each within{' '}
            {siteConfig.replyWithin}, counted around the clock, nights, Sundays and holidays included.
          </p>
          <p>
            People answer the phone {siteConfig.salesHours}, and our office is open for visits{' '}
            {hoursLine(siteConfig.businessHours)}.
          </p>
        </section>

        <section aria-labelledby="channels-heading">
          <h2 id="channels-heading" className="text-center text-2xl font-semibold text-slate-900">
            Ways to reach us
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {supportChannels.map((channel) => (
              <li
                key={channel.id}
                data-support-channel={channel.id}
                className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card"
              >
                <h3 className="flex items-center gap-3 text-lg font-bold text-ink">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800"
                  >
                    <Icon name={channel.icon} className="size-5" />
                  </span>
                  {channel.title}
                </h3>
                <p className="mt-3 text-ink-muted">{channel.text}</p>
                <dl className="mt-3 space-y-1 text-sm">
                  <div>
                    <dt className="inline font-semibold text-ink">Open: </dt>
                    <dd className="inline">{channel.open}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-ink">We answer: </dt>
                    <dd className="inline">{channel.answer}</dd>
                  </div>
                </dl>
                <p className="mt-auto pt-4">
                  <a href={channel.action.href} className={`${linkClass} break-all`}>
                    {channel.action.label}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="more-heading" className="mx-auto max-w-3xl space-y-3">
          <h2 id="more-heading" className="text-2xl font-semibold text-slate-900">
            More help
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              Answers to common questions, the same as the chat gives: our{' '}
              <a href="/help" className={linkClass}>
                Help Center
              </a>
              .
            </li>
            <li>
              Is a pack genuine, or recalled?{' '}
              <a href="/verify" className={linkClass}>
                Check a Pack
              </a>{' '}
              and see{' '}
              <a href="/recalls" className={linkClass}>
                Product Recalls
              </a>
              .
            </li>
            <li>
              A side effect of any medicine, ours or not, can also be reported to the national
              Pharmacovigilance Programme of India (PvPI) on its toll-free helpline{' '}
              <a href={publicHelplines.pvpi.href} className={linkClass}>
                {publicHelplines.pvpi.display}
              </a>
              .
            </li>
            <li>
              A barrier on this website? Our{' '}
              <a href="/accessibility" className={linkClass}>
                accessibility statement
              </a>{' '}
              says how to tell us.
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
