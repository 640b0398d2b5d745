import { PageIntro } from '#app/components/ui/page-intro.tsx';
import * as manufacturing from '#app/data/services/drug-manufacturing.ts';
import { manufacturingBrochure } from '#app/data/services/downloads.ts';
import { CallToAction } from './call-to-action.tsx';
import { FeatureList } from './feature-list.tsx';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';
import { StatGrid } from './stat-grid.tsx';

/** Process across the page, capabilities beside the factory, then the figures as one band. */
export function DrugManufacturingPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection
        id="manufacturing-process"
        title={manufacturing.manufacturingSections.process.title}
        lead={manufacturing.manufacturingSections.process.lead}
      >
        <ProcessTimeline steps={manufacturing.manufacturingSteps} />
      </PageSection>
      <PageSection
        id="manufacturing-capabilities"
        title={manufacturing.manufacturingSections.capabilities.title}
        lead={manufacturing.manufacturingSections.capabilities.lead}
        tinted
        media={{ src: '/images/services/drug-manufacturing.svg', side: 'end' }}
      >
        <FeatureList
          items={manufacturing.manufacturingCapabilities}
          icons={['pill', 'droplets', 'beaker', 'factory']}
        />
      </PageSection>
      <PageSection
        id="facility-statistics"
        title={manufacturing.manufacturingSections.facilityStatistics.title}
      >
        <StatGrid statistics={manufacturing.facilityStatistics} />
      </PageSection>
      <CallToAction
        id="manufacturing-contact"
        title="See how we manufacture"
        text="Arrange a visit to our facilities with our team, or download our manufacturing brochure."
        primary={{ label: 'Arrange a facility visit', to: '/contact' }}
        secondary={{ label: manufacturingBrochure.label, to: manufacturingBrochure.href, pdf: true }}
      />
    </>
  );
}
