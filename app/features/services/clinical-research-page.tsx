import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { researchAreas, researchProcess } from '#app/data/services/clinical-research.ts';
import { CallToAction } from './call-to-action.tsx';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';
import { ResearchAreas } from './research-areas.tsx';
import { Island } from '#app/lib/island.tsx';

export function ClinicalResearchPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection
        id="research-process"
        title="Our Research Process"
        lead="Three steps from a medical question to better everyday care."
        media={{ src: '/images/services/clinical-research.svg', side: 'start' }}
      >
        <ProcessTimeline steps={researchProcess} layout="down" />
      </PageSection>
      <PageSection
        id="research-areas"
        title="Research Areas"
        lead="The therapeutic areas we study with hospitals and investigators across India."
        tinted
      >
        <Island name="research-areas" component={ResearchAreas} props={{ areas: researchAreas }} />
      </PageSection>
      <div className="pt-14">
        <CallToAction
          id="research-participation"
          title="Take part in our research"
          text="Patients, doctors and hospitals can join our studies. Every study is approved by an ethics committee, and taking part is always voluntary. Tell us how you would like to be involved and our research team will get back to you."
          primary={{ label: 'Ask about taking part', to: '/contact' }}
        />
      </div>
    </>
  );
}
