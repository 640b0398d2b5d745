import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { errorPageTexts } from './error-page-texts.ts';

/** The router's fallback page (SPEC §8): shown when a route throws while rendering. */
export function RouterErrorPage({ detail }: { detail: string }) {
  const { locale } = useTranslate();
  const texts = errorPageTexts(locale).routerError;
  return (
    <main id="main-content" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{texts.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      <a
        href={localHref('/', locale)}
        className="mt-8 inline-block rounded-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800"
      >
        {texts.home}
      </a>
    </main>
  );
}
