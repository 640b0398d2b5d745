import { Icon } from '#app/components/ui/icon.tsx';
import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { certifications, qualityCards, qualityProcess } from '#app/data/services/quality-assurance.ts';
import { CallToAction } from './call-to-action.tsx';
import { InfoCards } from './info-cards.tsx';
import { PageSection } from './page-section.tsx';

export function QualityAssurancePage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <PageSection
        id="quality-commitments"
        title="Our Quality Commitments"
        lead="Quality is built into every step, not inspected in at the end."
      >
        <InfoCards
          cards={qualityCards}
          icons={['shield-check', 'flask-conical', 'truck', 'clipboard-check']}
        />
      </PageSection>
      <PageSection
        id="quality-process"
        title="Our Quality Process"
        lead="Four disciplines that work together on every batch."
        tinted
      >
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {qualityProcess.map((stage) => (
            <li key={stage.code} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-3xl font-extrabold text-teal-800" aria-hidden="true">
                {stage.code}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">
                <span className="sr-only">{stage.code}: </span>
                {stage.name}
              </h3>
              <p className="mt-2 text-slate-700">{stage.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="certifications" title="Certifications">
        <ul className="grid gap-6 md:grid-cols-3">
          {certifications.map((certification) => (
            <li
              key={certification.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                  <Icon name="badge-check" className="size-6 text-teal-800" />
                  {certification.name}
                </h3>
                <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
                  <span className="sr-only">Status: </span>
                  {certification.status}
                </span>
              </div>
              <p className="mt-3 text-slate-700">{certification.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        id="quality-report"
        title="Our quality report"
        text="Hospitals, distributors and partners can ask for our latest quality report. Send us a request and we will share it with you."
        primary={{ label: 'Request the quality report', to: '/#contact' }}
      />
    </>
  );
}
