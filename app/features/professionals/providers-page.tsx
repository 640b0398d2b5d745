import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { Island } from '#app/lib/island.tsx';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { DistributorForm } from './distributor-form.tsx';
import { providersPageContent } from './professionals-content.ts';

const linkClass = 'font-medium text-teal-800 underline';

/** `/providers`: the hub for doctors, pharmacies, hospitals and distributors, with the stockist application. */
export function ProvidersPage({ title, lead }: { title: string; lead: string }) {
  const texts = useContent('professionals.providers', providersPageContent);
  const { locale } = useTranslate();
  return (
    <>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {texts.audiences.map((audience) => (
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
                    <a href={localHref(link.to, locale)} className={linkClass}>
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
              {texts.applyHeading}
            </h2>
            <p className="text-slate-700">{texts.applyText}</p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <Island name="distributor-form" component={DistributorForm} props={{}} />
          </div>
        </section>
      </div>
    </>
  );
}
