import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { manufacturingBrochure } from '#app/data/services/downloads.ts';
import { useContent } from '#languages/content.ts';
import { CallToAction } from './call-to-action.tsx';
import { drugManufacturingContent } from './drug-manufacturing-content.ts';
import { FeatureList } from './feature-list.tsx';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';
import { StatGrid } from './stat-grid.tsx';

/** Process across the page, capabilities beside the factory, then the figures as one band. */
export function DrugManufacturingPage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('services.manufacturing', drugManufacturingContent);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection id="manufacturing-process" heading={texts.process}>
        <ProcessTimeline steps={texts.process.steps} />
      </PageSection>
      <PageSection
        id="manufacturing-capabilities"
        heading={texts.capabilities}
        tinted
        media={{ src: '/images/services/drug-manufacturing.svg', side: 'end' }}
      >
        <FeatureList items={texts.capabilities.items} icons={['pill', 'droplets', 'beaker', 'factory']} />
      </PageSection>
      <PageSection id="facility-statistics" heading={texts.facilityStatistics}>
        <StatGrid figures={texts.facilityStatistics.figures} />
      </PageSection>
      <CallToAction
        id="manufacturing-contact"
        title={texts.callToAction.title}
        text={texts.callToAction.text}
        primary={{ label: texts.callToAction.primary, to: '/contact' }}
        secondary={{ label: texts.callToAction.brochure, to: manufacturingBrochure.href, pdf: true }}
      />
    </>
  );
}
