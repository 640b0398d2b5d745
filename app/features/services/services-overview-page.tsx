import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { ServiceId } from '#app/data/service-summaries.ts';
import { IconTile } from '#app/components/ui/icon-tile.tsx';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { servicesOverviewContent } from './services-overview-content.ts';

const serviceIcons: Record<ServiceId, IconName> = {
  'clinical-research': 'microscope',
  'drug-manufacturing': 'factory',
  'quality-assurance': 'clipboard-check',
  'regulatory-affairs': 'file-check',
};

export function ServicesOverviewPage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('services.overview', servicesOverviewContent);
  const { locale } = useTranslate();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2">
          {texts.services.map((service) => {
            return (
              <li key={service.id}>
                <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
                  <IconTile icon={serviceIcons[service.id]} size="lg" />
                  <h2 className="mt-4 text-2xl font-semibold text-ink">{service.name}</h2>
                  <p className="mt-2 text-ink-muted">{service.description}</p>
                  <ul className="mt-4 flex flex-1 flex-wrap content-start gap-2">
                    {service.highlights.map((highlight) => (
                      <li
                        key={highlight}
                        className="h-fit rounded-full bg-slate-100 px-3 py-1 text-sm text-ink"
                      >
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <a
                    href={localHref(service.link, locale)}
                    className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
                  >
                    {richText(texts.explore, { service: service.name })}
                    <Icon name="arrow-right" className="size-4" />
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
