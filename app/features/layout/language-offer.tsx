import { createContext, use } from 'react';

/** The link an English page offers itself with, once, in the language the browser prefers. */
export interface LanguageOffer {
  href: string;
  /** The language's tag (`te-IN`), for the link's `lang` and `hreflang`. */
  tag: string;
  /** The offer in that language's own words. */
  text: string;
}

/** Set by the server's render of a page for a browser that prefers another language (app/entry.server.tsx). */
export const LanguageOfferContext = createContext<LanguageOffer | null>(null);

/**
 * The offer's place at the top of an English page that is translated: empty, and so taking no room,
 * unless the server rendered the page with an offer.
 */
export function LanguageOfferBar() {
  const offer = use(LanguageOfferContext);
  return (
    <div
      data-language-offer=""
      className="bg-brand-50 px-4 py-2 text-center text-sm font-semibold text-brand-800 empty:hidden"
    >
      {offer && (
        <a href={offer.href} lang={offer.tag} hrefLang={offer.tag} className="underline">
          {offer.text}
        </a>
      )}
    </div>
  );
}
