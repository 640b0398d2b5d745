import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { researchAreas } from '#app/data/services/clinical-research.ts';
import { useContent } from '#languages/content.ts';
import { CallToAction } from './call-to-action.tsx';
import { clinicalResearchContent } from './clinical-research-content.ts';
import { PageSection } from './page-section.tsx';
import { ProcessTimeline } from './process-timeline.tsx';
import { ResearchAreas } from './research-areas.tsx';
import { Island } from '#app/lib/island.tsx';

export function ClinicalResearchPage({
  title,
  lead,
  query,
}: {
  title: string;
  lead: string;
  /** A reloaded or sent search (`?q=`) of the research areas, applied as the server renders the page. */
  query?: string;
}) {
  const texts = useContent('services.clinicalResearch', clinicalResearchContent);
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection
        id="research-process"
        heading={texts.process}
        media={{ src: '/images/services/clinical-research.svg', side: 'start' }}
      >
        <ProcessTimeline steps={texts.process.steps} layout="down" />
      </PageSection>
      <PageSection id="research-areas" heading={texts.areas} tinted>
        <Island
          name="research-areas"
          component={ResearchAreas}
          // Without a query the props are the prerendered page's own, to the byte.
          props={{ areas: researchAreas, ...(query ? { query } : {}) }}
        />
      </PageSection>
      <div className="pt-14">
        <CallToAction
          id="research-participation"
          title={texts.callToAction.title}
          text={texts.callToAction.text}
          primary={{ label: texts.callToAction.primary, to: '/contact' }}
        />
      </div>
    </>
  );
}
