import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { TitledSection } from '#app/components/ui/titled-section.tsx';
import { useOpeningHours } from '#app/data/opening-hours.ts';
import { useContent } from '#languages/content.ts';
import { fillText, richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { linkParts } from './page-links.tsx';
import { supportChannels } from './support-channels.ts';
import { supportPageContent } from './support-content.ts';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/** /support: every way to reach us, when each is open and how soon we answer, from the site configuration. */
export function SupportPage({ title, lead }: { title: string; lead: string }) {
  const { ambulance, emergency } = publicHelplines.emergency;
  const { locale } = useTranslate();
  const texts = useContent('help.support', supportPageContent);
  const hours = useOpeningHours();
  const emergencyLink = (number: string) => (
    <a href={`tel:${number}`} className="font-semibold underline">
      {number}
    </a>
  );
  const moreParts = {
    ...linkParts(texts.links, locale, linkClass),
    pvpiHelpline: (
      <a href={publicHelplines.pvpi.href} className={linkClass}>
        {publicHelplines.pvpi.display}
      </a>
    ),
  };
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
            {fillText(texts.emergencyHeading, { ambulance, emergency })}
          </h2>
          <p className="mt-2">
            {richText(texts.emergencyText, {
              ambulance: emergencyLink(ambulance),
              emergency: emergencyLink(emergency),
            })}
          </p>
        </section>

        <TitledSection
          headingId="always-open-heading"
          title={fillText(texts.anyHourHeading, { anyHour: siteConfig.anyHour })}
          className="mx-auto max-w-3xl space-y-3"
        >
          <p>
            {fillText(texts.anyHourText, {
              anyHour: siteConfig.anyHour,
              replyWithin: hours.replyWithin,
            })}
          </p>
          <p>{fillText(texts.hoursText, { phoneLine: hours.phoneLine, office: hours.office })}</p>
        </TitledSection>

        <section aria-labelledby="channels-heading">
          <h2 id="channels-heading" className="text-center text-2xl font-semibold text-slate-900">
            {texts.channelsHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {supportChannels(texts, hours).map((channel) => (
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
                    <dt className="inline font-semibold text-ink">{texts.open} </dt>
                    <dd className="inline">{channel.open}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold text-ink">{texts.answer} </dt>
                    <dd className="inline">{channel.answer}</dd>
                  </div>
                </dl>
                <p className="mt-auto pt-4">
                  <a href={localHref(channel.action.href, locale)} className={`${linkClass} break-all`}>
                    {channel.action.label}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <TitledSection
          headingId="more-heading"
          title={texts.moreHeading}
          className="mx-auto max-w-3xl space-y-3"
        >
          <ul className="list-disc space-y-2 pl-6">
            {texts.more.map((item, index) => (
              <li key={index}>{richText(item, moreParts)}</li>
            ))}
          </ul>
        </TitledSection>
      </div>
    </>
  );
}
