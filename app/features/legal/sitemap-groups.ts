import type { Locale } from '#languages/locales.ts';
import { localHref } from '#languages/translated-pages.ts';
import { isStaffPage } from '#app/pages.ts';
import type { PageKind, PageSummary } from '#app/pages.ts';
import type { SitemapGroupId } from './sitemap-content.ts';

export interface SitemapGroup {
  /** Its heading's text in `sitemapContent.groups`. */
  id: SitemapGroupId;
  pages: PageSummary[];
}

/** Which heading each kind of public page is listed under, in the order the groups appear. */
const groups: readonly { id: SitemapGroupId; kinds: readonly PageKind[] }[] = [
  { id: 'main', kinds: ['home', 'quote', 'adverse-events'] },
  { id: 'company', kinds: ['company'] },
  { id: 'products', kinds: ['products', 'catalogue', 'pack-check'] },
  { id: 'productDetails', kinds: ['product'] },
  { id: 'services', kinds: ['services', 'service'] },
  { id: 'providers', kinds: ['professionals'] },
  { id: 'legal', kinds: ['legal'] },
];

/** The public, indexable pages grouped for the HTML sitemap; placeholders and the staff screens are left out. */
export function sitemapGroups(pages: readonly PageSummary[]): SitemapGroup[] {
  const listed = pages.filter((entry) => entry.indexable && !isStaffPage(entry));
  const grouped = groups.map((group) => ({
    id: group.id,
    pages: listed.filter((entry) => group.kinds.includes(entry.kind)),
  }));
  const other = listed.filter((entry) => !groups.some((group) => group.kinds.includes(entry.kind)));
  if (other.length > 0) grouped.push({ id: 'more', pages: other });
  return grouped.filter((group) => group.pages.length > 0);
}

/**
 * The sitemap page's groups in `locale`, from every page of the site: the English pages, each one
 * published in `locale` replaced by that version (its address, title and description in the
 * language), the others left in English, as a link on a page in that language leads.
 */
export function sitemapGroupsIn(locale: Locale, pages: readonly PageSummary[]): SitemapGroup[] {
  const english = sitemapGroups(pages.filter((entry) => entry.locale === 'en'));
  if (locale === 'en') return english;
  const inLocale = new Map(
    pages.filter((entry) => entry.locale === locale).map((entry) => [entry.path, entry]),
  );
  return english.map((group) => ({
    ...group,
    pages: group.pages.map((entry) => inLocale.get(localHref(entry.path, locale)) ?? entry),
  }));
}
