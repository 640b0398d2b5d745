import { buttonVariants } from '#app/components/ui/button-variants.ts';
import { StateIllustration } from '#app/components/ui/state-illustration.tsx';
import { Island } from '#app/lib/island.tsx';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { NotFoundReport } from './not-found-report.tsx';
import { errorPageTexts } from './error-page-texts.ts';

/** The not-found page (SPEC §8), in the language of the address asked for (/te/… in Telugu). */
export function NotFoundPage() {
  const { locale } = useTranslate();
  const texts = errorPageTexts(locale).notFound;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 sm:py-20 text-center">
      <StateIllustration name="not-found" className="mb-6 h-auto w-56 sm:w-72" />
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <span className="sr-only">404: </span>
        {texts.heading}
      </h1>
      <p className="mt-4 text-ink-muted">{texts.lead}</p>
      <a
        href={localHref('/', locale)}
        className={`${buttonVariants({ variant: 'primary', size: 'lg' })} mt-8`}
      >
        {texts.home}
      </a>
      <Island name="not-found-report" component={NotFoundReport} props={{}} />
    </section>
  );
}
