import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { Island } from '#app/lib/island.tsx';
import { DistributorForm } from './distributor-form.tsx';

const linkClass = 'font-medium text-teal-800 underline';

/** What each kind of professional buyer or prescriber comes for, and where it is. */
const audiences = [
  {
    id: 'doctors',
    title: 'Doctors',
    links: [
      { to: '/prescribing-info', text: 'Prescribing information', note: 'the full leaflet of each medicine' },
      { to: '/medical-info', text: 'Ask a medical question', note: 'our medical information team answers' },
      { to: '/adverse-events', text: 'Report a side effect', note: 'to our drug safety team' },
    ],
  },
  {
    id: 'pharmacies',
    title: 'Pharmacies',
    links: [
      { to: '#apply', text: 'Apply to stock our products', note: 'with your GSTIN and drug licences' },
      { to: '/verify', text: 'Check a pack', note: 'by its QR code or batch number' },
      { to: '/recalls', text: 'Product recalls', note: 'open and past notices, by email or feed' },
    ],
  },
  {
    id: 'hospitals',
    title: 'Hospitals',
    links: [
      { to: '/request-quote', text: 'Request a quote', note: 'for several products at once' },
      { to: '/products', text: 'Our products', note: 'medicines, supplements and devices' },
      { to: '/services/quality-assurance', text: 'Quality assurance', note: 'how we test every batch' },
    ],
  },
  {
    id: 'distributors',
    title: 'Distributors',
    links: [
      { to: '#apply', text: 'Apply to distribute our products', note: 'wholesale licence holders' },
      { to: '/services/drug-manufacturing', text: 'Manufacturing', note: 'what we make and how' },
      { to: '/contact', text: 'Contact our sales team', note: 'questions before you apply' },
    ],
  },
] as const;

/** `/providers`: the hub for doctors, pharmacies, hospitals and distributors, with the stockist application. */
export function ProvidersPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {audiences.map((audience) => (
            <section
              key={audience.id}
              aria-labelledby={`for-${audience.id}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={`for-${audience.id}`} className="text-xl font-semibold text-slate-900">
                {audience.title}
              </h2>
              <ul className="mt-4 space-y-3">
                {audience.links.map((link) => (
                  <li key={link.text}>
                    <a href={link.to} className={linkClass}>
                      {link.text}
                    </a>
                    <span className="block text-sm text-slate-700">{link.note}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-24 space-y-6">
          <div className="max-w-3xl space-y-3">
            <h2 id="apply-heading" className="text-2xl font-semibold text-slate-900">
              Apply to stock or distribute our products
            </h2>
            <p className="text-slate-700">
              For retail pharmacies (drug licences in Form 20 and 21), hospital pharmacies and wholesale
              distributors (Form 20B and 21B). We check the GSTIN and the licences before we supply, as the
              Drugs Rules require of us, and reply within 24 hours.
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Island name="distributor-form" component={DistributorForm} props={{}} messages={['form']} />
          </div>
        </section>
      </div>
    </>
  );
}
