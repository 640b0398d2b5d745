import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { wordsFor, type ChatContext } from '#app/data/answers/contacts.ts';
import type { Locale } from '#languages/locales.ts';
import { publicHelplines } from '#app/lib/site-config.ts';

/**
 * A safety answer from the help center's template in `locale`: the emergency and PvPI numbers, our
 * phone, and the pages it names in the words of a page in that language.
 */
export function safetyReply(locale: Locale, template: string): (context: ChatContext) => string {
  return (context) =>
    fillPlaceholders(template, {
      ...wordsFor(context, locale).pageNames,
      ...publicHelplines.emergency,
      phone: context.contacts.helpline,
      pvpiHelpline: context.contacts.pvpiHelpline,
    });
}
