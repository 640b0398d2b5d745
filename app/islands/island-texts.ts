/**
 * The texts each island shows, declared once per island: its messages (which its code carries in no
 * language) and the content its code holds in English (languages/content.ts), which a translated
 * page's island needs in its language. The islands build (scripts/build-islands.ts) is run once per
 * language and writes each island's texts in that language into its entry module, so they travel
 * with its code, after the first paint, and never in the page (docs/decisions/074).
 */
import type { IslandName } from '#app/lib/island-names.ts';
import { headerMessageIds } from '#app/features/layout/localised-navigation.ts';
import { catalogueResultsMessages } from '#app/features/catalogue/catalogue-results.tsx';
import { contactFormTexts } from '#app/features/company/contact-form.tsx';
import { quoteFormTexts } from '#app/features/quote/quote-form.tsx';
import { medicalInfoFormTexts } from '#app/features/professionals/medical-info-form.tsx';
import { distributorFormTexts } from '#app/features/professionals/distributor-form.tsx';
import { adverseEventFormTexts } from '#app/features/leads/adverse-event-form.tsx';
import { openingHoursNamespace } from '#app/data/opening-hours.ts';
import { type PageMessages, messagesOf } from '#languages/messages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { formRefusalIds } from '#languages/lead-messages.ts';
import type { Locale } from '#languages/locales.ts';

interface IslandTexts {
  /** Ids or namespaces ("layout" for "layout.menu" …) of the texts it shows in every language. */
  messages?: readonly string[];
  /** Namespaces of content its code holds in English: only a translated page's island needs them. */
  content?: readonly string[];
}

export const islandTexts: Readonly<Record<IslandName, IslandTexts>> = {
  'site-header': { messages: headerMessageIds() },
  newsletter: { messages: ['newsletter'], content: formRefusalIds('newsletter') },
  'catalogue-results': { messages: catalogueResultsMessages },
  'research-areas': { content: ['services.research'] },
  'quote-form': { messages: ['form'], content: quoteFormTexts },
  'adverse-event-form': { messages: adverseEventFormTexts, content: formRefusalIds('adverse-event') },
  'visitor-request': { messages: ['form'], content: ['request', 'quotation'] },
  'not-found-report': {},
  'contact-form': { content: contactFormTexts },
  'live-chat': { content: ['chat', openingHoursNamespace] },
  toaster: { content: ['toaster'] },
  'hero-carousel': { content: ['home.hero', 'carousel'] },
  'story-carousel': { content: ['company.story', 'carousel'] },
  'product-carousel': { content: ['home.showcase', 'carousel'] },
  'pack-scanner': { content: ['packCheck.scanner'] },
  'medical-info-form': { messages: ['form'], content: medicalInfoFormTexts },
  'distributor-form': { messages: ['form'], content: distributorFormTexts },
};

/** The texts an island shows on a page in `locale`, as its entry module of that language carries them. */
export function islandTextsOf(name: IslandName, locale: Locale): PageMessages {
  const { messages = [], content = [] } = islandTexts[name];
  const wanted = locale === 'en' ? messages : [...messages, ...content];
  return { locale, messages: messagesOf(messagesFor(locale), wanted) };
}
