import { type Translate, labelId } from '#languages/messages.ts';
import type { Locale } from '#languages/locales.ts';
import { localHref } from '#languages/translated-pages.ts';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { type NavEntry, type NavItem, mainNavigation, requestQuoteLink } from './navigation.ts';
import { serviceFacts } from './service-facts.ts';

/** A link in the page's language: its label translated, its address that of the page in that language where there is one. */
export function localiseLink<Link extends NavItem>(link: Link, t: Translate, locale: Locale): Link {
  return { ...link, label: t(labelId(link.label)), to: localHref(link.to, locale) };
}

/** The header's navigation (SPEC §2 "Header") in the page's language. */
export function localisedNavigation(t: Translate, locale: Locale): readonly NavEntry[] {
  return mainNavigation.map((entry) => {
    if (entry.kind === 'section') return { ...entry, label: t(labelId(entry.label)) };
    if (entry.kind === 'page') return localiseLink(entry, t, locale);
    return {
      ...localiseLink(entry, t, locale),
      items: entry.items.map((item) => localiseLink(item, t, locale)),
    };
  });
}

export function localisedQuoteLink(t: Translate, locale: Locale): NavItem {
  return localiseLink(requestQuoteLink, t, locale);
}

/** Where we serve and when support answers, in the page's language. */
export function localisedServiceFacts(t: Translate): readonly { icon: IconName; text: string }[] {
  return serviceFacts.map((fact) => ({ icon: fact.icon, text: t(fact.messageId) }));
}

/** The texts the header shows (its island carries only these, app/lib/island.tsx). */
export function headerMessageIds(): string[] {
  const labels = mainNavigation.flatMap((entry) =>
    entry.kind === 'dropdown' ? [entry.label, ...entry.items.map((item) => item.label)] : [entry.label],
  );
  return [
    'layout.home',
    'layout.mainNav',
    'layout.menu',
    'layout.showSubmenu',
    'layout.language',
    ...serviceFacts.map((fact) => fact.messageId),
    ...[...labels, requestQuoteLink.label].map(labelId),
  ];
}
