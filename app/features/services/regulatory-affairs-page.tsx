import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { useContent } from '#languages/content.ts';
import { CallToAction } from './call-to-action.tsx';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';
import { regulatoryAffairsContent } from './regulatory-affairs-content.ts';

/** The authorities as a table-like list, the submission as a timeline, the expertise beside the globe. */
export function RegulatoryAffairsPage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('services.regulatory', regulatoryAffairsContent);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection id="regulatory-bodies" heading={texts.bodies}>
        <ul className="grid gap-x-10 border-t border-slate-200 md:grid-cols-2">
          {texts.bodies.items.map((body) => (
            <li key={body.id} className="border-b border-slate-200 py-5">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="text-xl font-semibold text-ink">{body.name}</h3>
                <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-900">
                  <Icon name="globe" className="size-3.5" />
                  <span className="sr-only">{`${texts.bodies.regionLabel}: `}</span>
                  {body.region}
                </span>
              </div>
              <p className="mt-2 text-ink-muted">{body.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="regulatory-stages" heading={texts.stages} tinted>
        <ProcessTimeline steps={texts.stages.steps} />
      </PageSection>
      <PageSection
        id="regulatory-expertise"
        heading={texts.expertise}
        media={{ src: '/images/services/regulatory-affairs.svg', side: 'end' }}
      >
        <div className="grid gap-8 sm:grid-cols-2">
          {texts.expertise.lists.map((list) => (
            <div key={list.title}>
              <h3 className="text-lg font-semibold text-ink">{list.title}</h3>
              <ul className="mt-4 space-y-3">
                {list.items.map((item) => (
                  <li key={item} className="flex gap-3 text-ink-muted">
                    <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-800" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>
      <CallToAction
        id="regulatory-contact"
        title={texts.callToAction.title}
        text={texts.callToAction.text}
        primary={{ label: texts.callToAction.primary, to: '/contact' }}
      />
    </>
  );
}
