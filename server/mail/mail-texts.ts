import type { LeadKind } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';
import { type VisitorMailTexts, visitorMailTexts } from '#contract/visitor-mail-texts.ts';
import { localContent } from '#languages/content.ts';
import { pathInLocale } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';

const translated = new Map<VisitorLanguage, VisitorMailTexts>();

/** The words of the mails to a visitor in their language (the catalogues' `mail.*`). */
export function mailTextsIn(language: VisitorLanguage): VisitorMailTexts {
  if (language === 'en') return visitorMailTexts;
  let texts = translated.get(language);
  if (!texts) {
    texts = localContent('mail', visitorMailTexts, messagesFor(language));
    translated.set(language, texts);
  }
  return texts;
}

/** A kind of submission as a mail names it: "quote request", "కొటేషన్ అభ్యర్థన" (the request page's words). */
export function mailKindName(kind: LeadKind, language: VisitorLanguage): string {
  if (language === 'en') return leadKindLabels[kind].toLowerCase();
  return messagesFor(language)[`request.kind.${kind}`] ?? leadKindLabels[kind];
}

/** A page's full address in the visitor's language: `https://…/te/requests/Q-…`. */
export const pageUrlIn = (origin: string, englishPath: string, language: VisitorLanguage) =>
  `${origin}${pathInLocale(englishPath, language)}`;
