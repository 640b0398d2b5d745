import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import {
  certifications,
  qualityCards,
  qualityProcess,
  qualitySections,
} from '#app/data/services/quality-assurance.ts';
import { qualityReport } from '#app/data/services/downloads.ts';
import { CallToAction } from './call-to-action.tsx';
import { FeatureList } from './feature-list.tsx';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';

/** Commitments beside the shield, the four disciplines as a timeline, the certificates as a strip. */
export function QualityAssurancePage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection
        id="quality-commitments"
        title={qualitySections.commitments.title}
        lead={qualitySections.commitments.lead}
        media={{ src: '/images/services/quality-assurance.svg', side: 'start' }}
      >
        <FeatureList
          items={qualityCards}
          icons={['shield-check', 'flask-conical', 'truck', 'clipboard-check']}
        />
      </PageSection>
      <PageSection
        id="quality-process"
        title={qualitySections.process.title}
        lead={qualitySections.process.lead}
        tinted
      >
        <ProcessTimeline steps={qualityProcess.map((stage) => ({ ...stage, marker: stage.code }))} />
      </PageSection>
      <PageSection id="certifications" title={qualitySections.certifications.title}>
        <ul className="divide-y divide-slate-200 rounded-card border border-slate-200 bg-white md:grid md:grid-cols-3 md:divide-x md:divide-y-0">
          {certifications.map((certification) => (
            <li key={certification.name} className="flex flex-col gap-3 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <Icon name="badge-check" className="size-6 text-brand-800" />
                {certification.name}
              </h3>
              <span className="self-start rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
                <span className="sr-only">Status: </span>
                {certification.status}
              </span>
              <p className="text-ink-muted">{certification.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        id="quality-report"
        title="Our quality report"
        text="Our quality report sets out our commitments, our quality process and our certifications. Hospitals, distributors and partners can ask us for copies of our certificates."
        primary={{ label: qualityReport.label, to: qualityReport.href, pdf: true }}
        secondary={{ label: 'Ask for certificates', to: '/contact' }}
      />
    </>
  );
}
