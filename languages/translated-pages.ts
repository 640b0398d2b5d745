import { type Locale, englishPathOf, pathInLocale } from './locales.ts';

/**
 * The English pages that are published in Telugu and Hindi too, by address: a page is translated
 * as a whole or not at all, and a translated page links to the others in its language and to the
 * rest in English. Small and free of page data, as the header's island needs it in the browser.
 */
const translatedPaths: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/contact/received',
  '/newsletter/subscribed',
  '/products',
  '/services',
  '/services/clinical-research',
  '/services/drug-manufacturing',
  '/services/quality-assurance',
  '/services/regulatory-affairs',
  '/adverse-events',
  '/adverse-events/received',
  '/request-quote',
  '/request-quote/received',
  '/providers',
  '/providers/received',
  '/medical-info',
  '/medical-info/received',
  '/help',
  '/support',
  '/accessibility',
  '/privacy',
  '/terms',
  '/cookies',
  '/compliance',
  '/sitemap',
  '/verify',
  '/recalls',
  '/requests',
  // The placeholders: what is coming, said in the visitor's language.
  '/products/cardiovascular',
  '/products/neurological',
  '/products/pain',
  '/products/metabolic',
  '/products/oncology',
  '/doctor/dashboard',
  '/pharmacist/dashboard',
  '/patient/dashboard',
  '/blog',
  '/careers',
  '/leadership',
  '/press',
  '/investors',
  '/patient-assistance',
  '/research',
  '/trials',
  '/patients',
  '/education',
];

/** Prefixes under which every page is translated (the catalogue lists and product pages). */
const translatedPrefixes: readonly string[] = [
  '/products/prescription-medicines/',
  '/products/otc-products/',
  '/products/supplements/',
  '/products/medical-devices/',
];

const translatedLists: readonly string[] = translatedPrefixes.map((prefix) => prefix.slice(0, -1));

/**
 * Pages the server writes from a translated page: each recall notice's, from `/recalls`, and each
 * visitor's request (`/requests/{reference}`), from `/requests`.
 */
const translatedServerPages: readonly RegExp[] = [/^\/recalls\/[1-9]\d{0,9}$/, /^\/requests\/[^/]+$/];

export function isTranslatedPage(englishPath: string): boolean {
  return (
    translatedPaths.includes(englishPath) ||
    translatedLists.includes(englishPath) ||
    translatedPrefixes.some((prefix) => englishPath.startsWith(prefix)) ||
    translatedServerPages.some((page) => page.test(englishPath))
  );
}

/**
 * Where a link to an English page leads on a page in `locale`: to that page in the same language
 * when it is translated, otherwise to the English page. Fragments and queries are kept.
 */
export function localHref(to: string, locale: Locale): string {
  if (locale === 'en' || !to.startsWith('/')) return to;
  const cut = to.search(/[?#]/);
  const path = cut === -1 ? to : to.slice(0, cut);
  const rest = cut === -1 ? '' : to.slice(cut);
  const english = englishPathOf(path);
  return isTranslatedPage(english) ? `${pathInLocale(english, locale)}${rest}` : to;
}
