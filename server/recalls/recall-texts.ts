import {
  recallBannerTexts,
  recallClassTexts,
  recallPageTexts,
  recallReasonLabels,
  recallSubscriptionTexts,
} from '#contract/recalls.ts';
import type { Locale } from '#languages/locales.ts';
import { localContent } from '#languages/content.ts';
import { messagesFor } from '#languages/catalogues.ts';

const englishTexts = {
  page: recallPageTexts,
  banner: recallBannerTexts,
  classes: recallClassTexts,
  reasons: recallReasonLabels,
  subscription: recallSubscriptionTexts,
};

type RecallTexts = typeof englishTexts;

const translatedTexts = new Map<Locale, RecallTexts>();

/** The recalls' words in a language, for mails and the server's answers (the notices' own words are not among them). */
export function recallTexts(locale: Locale): RecallTexts {
  if (locale === 'en') return englishTexts;
  let texts = translatedTexts.get(locale);
  if (!texts) {
    const messages = messagesFor(locale);
    texts = {
      page: localContent('recall.page', recallPageTexts, messages),
      banner: localContent('recall.banner', recallBannerTexts, messages),
      classes: localContent('recall.classes', recallClassTexts, messages),
      reasons: localContent('recall.reasons', recallReasonLabels, messages),
      subscription: localContent('recall.subscription', recallSubscriptionTexts, messages),
    };
    translatedTexts.set(locale, texts);
  }
  return texts;
}
