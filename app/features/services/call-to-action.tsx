import type { Locale } from '#languages/locales.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

export interface CallToActionLink {
  label: string;
  to: string;
  /** The link downloads a PDF instead of opening a page. */
  pdf?: boolean;
}

/** What a link's `<a>` carries besides its look; a page's link leads to it in the page's language where it can. */
function linkProps(link: CallToActionLink, locale: Locale) {
  return link.pdf
    ? { href: link.to, download: '', type: 'application/pdf' }
    : { href: localHref(link.to, locale) };
}

/** The closing panel of a service page; every button leads to a page that can act on it, or downloads a document. */
export function CallToAction({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: CallToActionLink;
  secondary?: CallToActionLink;
}) {
  const { locale } = useTranslate();
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-teal-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id={`${id}-heading`} className="text-3xl font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-teal-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <a
            {...linkProps(primary, locale)}
            className="rounded-md bg-white px-6 py-3 font-semibold text-teal-900 hover:bg-teal-50"
          >
            {primary.label}
          </a>
          {secondary && (
            <a
              {...linkProps(secondary, locale)}
              className="rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-teal-700"
            >
              {secondary.label}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
