import { isStaffPage } from '#app/lib/staff-screen.ts';
import type { PageKind, PageSummary } from '#app/pages.ts';

export interface SitemapGroup {
  title: string;
  pages: PageSummary[];
}

/** Which heading each kind of public page is listed under, in the order the groups appear. */
const groups: readonly { title: string; kinds: readonly PageKind[] }[] = [
  { title: 'Main pages', kinds: ['home', 'quote', 'adverse-events'] },
  { title: 'Company', kinds: ['company'] },
  { title: 'Products', kinds: ['products', 'catalogue', 'pack-check'] },
  { title: 'Product details', kinds: ['product'] },
  { title: 'Services', kinds: ['services', 'service'] },
  { title: 'For healthcare providers', kinds: ['professionals'] },
  { title: 'Legal and policies', kinds: ['legal'] },
];

/** The public, indexable pages grouped for the HTML sitemap; placeholders and the staff screens are left out. */
export function sitemapGroups(pages: readonly PageSummary[]): SitemapGroup[] {
  const listed = pages.filter((entry) => entry.indexable && !isStaffPage(entry));
  const grouped = groups.map((group) => ({
    title: group.title,
    pages: listed.filter((entry) => group.kinds.includes(entry.kind)),
  }));
  const other = listed.filter((entry) => !groups.some((group) => group.kinds.includes(entry.kind)));
  if (other.length > 0) grouped.push({ title: 'More pages', pages: other });
  return grouped.filter((group) => group.pages.length > 0);
}
