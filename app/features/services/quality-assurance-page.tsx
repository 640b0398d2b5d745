import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { qualityReport } from '#app/data/services/downloads.ts';
import { useContent } from '#languages/content.ts';
import { CallToAction } from './call-to-action.tsx';
import { FeatureList } from './feature-list.tsx';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';
import { qualityAssuranceContent } from './quality-assurance-content.ts';

/** Commitments beside the shield, the four disciplines as a timeline, the certificates as a strip. */
export function QualityAssurancePage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('services.quality', qualityAssuranceContent);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection
        id="quality-commitments"
        heading={texts.commitments}
        media={{ src: '/images/services/quality-assurance.svg', side: 'start' }}
      >
        <FeatureList
          items={texts.commitments.items}
          icons={['shield-check', 'flask-conical', 'truck', 'clipboard-check']}
        />
      </PageSection>
      <PageSection id="quality-process" heading={texts.process} tinted>
        <ProcessTimeline steps={texts.process.stages.map((stage) => ({ ...stage, marker: stage.id }))} />
      </PageSection>
      <PageSection id="certifications" heading={texts.certifications}>
        <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white md:grid md:grid-cols-3 md:divide-x md:divide-y-0">
          {texts.certifications.items.map((certification) => (
            <li key={certification.name} className="flex flex-col gap-3 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <Icon name="badge-check" className="size-6 text-brand-800" />
                {certification.name}
              </h3>
              <span className="self-start rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
                <span className="sr-only">{`${texts.certifications.statusLabel}: `}</span>
                {certification.status}
              </span>
              <p className="text-ink-muted">{certification.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        id="quality-report"
        title={texts.callToAction.title}
        text={texts.callToAction.text}
        primary={{ label: texts.callToAction.report, to: qualityReport.href, pdf: true }}
        secondary={{ label: texts.callToAction.secondary, to: '/contact' }}
      />
    </>
  );
}
