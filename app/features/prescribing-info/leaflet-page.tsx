import type { ReactNode } from 'react';
import type { PrescribingInfo } from '#app/data/prescribing-info/prescribing-info.ts';
import { scheduleHCaution } from '#app/data/schedule-h.ts';
import { postalAddressLine, publicHelplines } from '#app/lib/site-config.ts';
import { prescribingInfoPath } from '#contract/prescribing-info.ts';
import { ProfessionalsNotice } from './professionals-notice.tsx';
import { midSentence } from '#catalogue/mid-sentence.ts';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 print:pt-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-2 text-slate-800">{children}</div>
    </section>
  );
}

function Paragraphs({ items }: { items: readonly string[] }) {
  return items.map((item) => <p key={item}>{item}</p>);
}

function Points({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The generic names, as a leaflet states them under the brand: "Telmisartan and Amlodipine …". */
function genericNames(leaflet: PrescribingInfo): string {
  const names = leaflet.composition.map((ingredient) => ingredient.substance);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * One medicine's prescribing information, laid out as its package insert: for healthcare
 * professionals, and printable on its own (app.css: `data-print-leaflet`).
 */
export function LeafletPage({ title, leaflet }: { title: string; leaflet: PrescribingInfo }) {
  return (
    <article data-print-leaflet="" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <ProfessionalsNotice />
      <p className="mt-6 text-sm print:hidden">
        <a href={prescribingInfoPath} className={linkClass}>
          All prescribing information
        </a>
      </p>
      <header className="mt-4">
        <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase print:text-black">
          Prescribing information
        </p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-slate-700">
          {genericNames(leaflet)}: {midSentence(leaflet.dosageForm, 'en')}, {leaflet.strength}
        </p>
        {leaflet.prescriptionRequired && (
          <p className="mt-4 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900 print:border-black print:bg-white print:text-black">
            <strong className="font-semibold">Schedule H prescription drug. Caution: </strong>
            {scheduleHCaution}
          </p>
        )}
      </header>

      <div className="mt-8 space-y-8 print:mt-4 print:space-y-4">
        <Section id="pi-composition" title="1. Composition">
          <p>{leaflet.compositionLead}</p>
          <ul className="list-disc space-y-1 pl-5">
            {leaflet.composition.map((ingredient) => (
              <li key={ingredient.substance}>
                {ingredient.substance} <span className="font-semibold">{ingredient.amount}</span>
              </li>
            ))}
          </ul>
          <p>Excipients q.s.</p>
        </Section>
        <Section id="pi-form" title="2. Dosage form and strength">
          <p>
            {leaflet.dosageForm}, {leaflet.strength}.
          </p>
        </Section>
        <Section id="pi-indications" title="3. Indications">
          <p>
            <span className="font-semibold">Pharmacological class: </span>
            {leaflet.therapeuticClass}
          </p>
          <Paragraphs items={leaflet.indications} />
        </Section>
        {(
          [
            ['pi-dosage', '4. Dosage and administration', leaflet.dosage],
            ['pi-contraindications', '5. Contraindications', leaflet.contraindications],
            ['pi-warnings', '6. Warnings and precautions', leaflet.warnings],
            ['pi-interactions', '7. Interactions', leaflet.interactions],
          ] as const
        ).map(([id, heading, points]) => (
          <Section key={id} id={id} title={heading}>
            <Points items={points} />
          </Section>
        ))}
        <Section id="pi-pregnancy" title="8. Use in pregnancy and lactation">
          <Paragraphs items={leaflet.pregnancyAndLactation} />
        </Section>
        <Section id="pi-undesirable-effects" title="9. Undesirable effects">
          <Points items={leaflet.undesirableEffects} />
          <p>
            Report suspected adverse reactions to us through our{' '}
            <a href="/adverse-events" className={linkClass}>
              adverse event form
            </a>
            , or to the Pharmacovigilance Programme of India on its toll-free helpline{' '}
            <a href={publicHelplines.pvpi.href} className={linkClass}>
              {publicHelplines.pvpi.display}
            </a>
            .
          </p>
        </Section>
        <Section id="pi-overdose" title="10. Overdose">
          <Paragraphs items={leaflet.overdose} />
        </Section>
        <Section id="pi-storage" title="11. Storage and shelf life">
          <p>{leaflet.storage}</p>
          <p>Shelf life: {leaflet.shelfLife}.</p>
        </Section>
        <Section id="pi-pack" title="12. Pack">
          <p>{leaflet.packSize}.</p>
        </Section>
        <Section id="pi-manufacturer" title="13. Manufactured and marketed by">
          <p>
            {leaflet.manufacturer}, {postalAddressLine()}, India.
          </p>
        </Section>
        <Section id="pi-revised" title="14. Date of revision of the text">
          <p>
            <time dateTime={leaflet.revised.iso}>{leaflet.revised.display}</time>
          </p>
        </Section>
      </div>

      <p className="mt-10 text-sm text-slate-700 print:hidden">
        What patients see:{' '}
        <a href={leaflet.productPath} className={linkClass}>
          the {leaflet.name} product page
        </a>
        , with the facts on its label.
      </p>
    </article>
  );
}
