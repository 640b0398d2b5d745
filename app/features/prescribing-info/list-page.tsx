import type { PrescribingInfoGroup } from '#app/data/prescribing-info/prescribing-info.ts';
import { publicHelplines } from '#app/lib/site-config.ts';
import { ProfessionalsNotice } from './professionals-notice.tsx';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/** The list of leaflets: one per prescription and OTC medicine, under its catalogue list. */
export function PrescribingInfoListPage({
  title,
  lead,
  groups,
}: {
  title: string;
  lead: string;
  groups: PrescribingInfoGroup[];
}) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <ProfessionalsNotice />
      <h1 className="mt-8 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{lead}</p>
      <p className="mt-4 text-slate-700">
        Each leaflet gives the composition, indications, dosage, contraindications, warnings, interactions,
        use in pregnancy and lactation, undesirable effects, overdose, storage and pack of one medicine.
        Supplements and medical devices come with their label and instructions for use instead.
      </p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`pi-group-${group.id}`} className="mt-10">
          <h2 id={`pi-group-${group.id}`} className="text-2xl font-bold text-slate-900">
            {group.title}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {group.items.map((item) => (
              <li key={item.path} className="px-5 py-4">
                <a href={item.path} className={`${linkClass} text-lg`}>
                  {item.name}
                </a>
                <p className="mt-1 text-sm text-slate-700">{item.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="mt-10 text-slate-700">
        Report suspected adverse reactions through our{' '}
        <a href="/adverse-events" className={linkClass}>
          adverse event form
        </a>{' '}
        or to the Pharmacovigilance Programme of India on{' '}
        <a href={publicHelplines.pvpi.href} className={linkClass}>
          {publicHelplines.pvpi.display}
        </a>
        .
      </p>
      <p className="mt-4 text-slate-700">
        <a href="/products" className={linkClass}>
          All our products
        </a>
      </p>
    </div>
  );
}
