import { pages, type PageEntry } from '../app/pages.ts';
import { englishPathOf } from '../languages/locales.ts';

/**
 * The translated pages the route and design walks open beside every English one. A translated page
 * has its English twin's layout with longer words: a sample of each kind of page in each language
 * stands for the rest, which languages.spec.ts serves, every one, without JavaScript.
 */
const translatedSamples: Readonly<Record<'te' | 'hi', readonly string[]>> = {
  te: [
    '/',
    '/contact',
    '/products',
    '/products/prescription-medicines/cardiohealth-plus',
    '/adverse-events',
    '/services',
    '/privacy',
    '/help',
    '/providers',
    '/verify',
    '/careers',
  ],
  hi: [
    '/',
    '/about',
    '/products/otc-products',
    '/products/medical-devices/blood-pressure-monitor',
    '/services/clinical-research',
    '/cookies',
    '/support',
    '/request-quote',
    '/medical-info',
    '/recalls',
    '/requests',
  ],
};

/** Every English page, and the sampled pages of each translation. */
export const walkedPages: readonly PageEntry[] = pages.filter(
  (entry) => entry.locale === 'en' || translatedSamples[entry.locale].includes(englishPathOf(entry.path)),
);
