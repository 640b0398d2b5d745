import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { Island } from '#app/lib/island.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { CatalogueProductList } from '#app/components/catalogue-product-list.tsx';
import { MedicalInfoForm } from './medical-info-form.tsx';
import { productListId } from './professional-texts.ts';

const linkClass = 'font-semibold text-teal-800 underline';

/** `/medical-info`: healthcare professionals ask our medical information team. */
export function MedicalInfoPage({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="space-y-8">
          <section
            aria-labelledby="side-effect-heading"
            className="rounded-xl border-2 border-amber-700 bg-amber-50 p-5 text-amber-950"
          >
            <h2 id="side-effect-heading" className="text-lg font-bold">
              Reporting a side effect?
            </h2>
            <p className="mt-2">
              A suspected side effect of one of our medicines is a safety report, not a question: send it on
              the{' '}
              <a href="/adverse-events" className={linkClass}>
                adverse-event report form
              </a>
              , so our drug safety team assesses it within the time the law sets. In an emergency call{' '}
              <a href="tel:108" className={linkClass}>
                108
              </a>{' '}
              or{' '}
              <a href="tel:112" className={linkClass}>
                112
              </a>{' '}
              first.
            </p>
          </section>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Island name="medical-info-form" component={MedicalInfoForm} props={{}} messages={['form']} />
            <CatalogueProductList id={productListId} />
          </div>
        </div>
        <aside aria-labelledby="medical-info-about" className="space-y-4 text-slate-700">
          <h2 id="medical-info-about" className="text-xl font-semibold text-slate-900">
            Who answers
          </h2>
          <p>
            Our medical information team answers questions from doctors, pharmacists, nurses and other
            healthcare professionals about our products: composition, dosage, interactions, use in particular
            patients, stability and storage. We ask for your registration number because the answers are for
            professionals only.
          </p>
          <p>
            Patients: please ask your doctor or pharmacist, or{' '}
            <a href="/contact" className={linkClass}>
              contact us
            </a>
            . By phone:{' '}
            <a href={siteConfig.phone.href} className={linkClass}>
              {siteConfig.phone.display}
            </a>
            .
          </p>
          <p>
            Prescribing information for our medicines is on the{' '}
            <a href="/prescribing-info" className={linkClass}>
              prescribing information
            </a>{' '}
            pages.
          </p>
        </aside>
      </div>
    </>
  );
}
