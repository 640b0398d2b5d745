import { ArrowRight, ClipboardCheck, Factory, FileCheck, type LucideIcon, Microscope } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import type { ServiceId, ServiceSummary } from '#app/data/service-summaries.ts';
import { IconTile } from '#app/components/ui/icon-tile.tsx';

const serviceIcons: Record<ServiceId, LucideIcon> = {
  'clinical-research': Microscope,
  'drug-manufacturing': Factory,
  'quality-assurance': ClipboardCheck,
  'regulatory-affairs': FileCheck,
};

export function ServicesOverviewPage({
  title,
  lead,
  services,
}: {
  title: string;
  lead: string;
  services: readonly ServiceSummary[];
}) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map((service) => {
            const Icon = serviceIcons[service.id];
            return (
              <li key={service.id}>
                <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <IconTile icon={Icon} size="lg" />
                  <h2 className="mt-4 text-2xl font-semibold text-slate-900">{service.name}</h2>
                  <p className="mt-2 text-slate-700">{service.description}</p>
                  <ul className="mt-4 flex flex-1 flex-wrap content-start gap-2">
                    {service.highlights.map((highlight) => (
                      <li
                        key={highlight}
                        className="h-fit rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                      >
                        {highlight}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={service.link}
                    className="mt-6 inline-flex items-center gap-2 self-start rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
                  >
                    Explore {service.name}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
