import type { Locale } from '#languages/locales.ts';

export type PageKind =
  | 'home'
  | 'products'
  | 'catalogue'
  | 'product'
  | 'category-placeholder'
  | 'services'
  | 'service'
  | 'company'
  | 'dashboard'
  | 'coming-soon'
  | 'tablets'
  | 'quote'
  | 'adverse-events'
  | 'received'
  | 'inbox'
  | 'staff'
  | 'legal'
  | 'pack-check'
  | 'professionals'
  | 'prescribing-info';

export interface PageEntry {
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** The page's main heading; also the first part of its <title> (at most 60 characters in all). */
  title: string;
  /** The meta description: 70 to 160 characters. */
  description: string;
  /** A placeholder's own short line, shown on the page (SPEC §2), when the description says more. */
  summary?: string;
  kind: PageKind;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** The page's language; a translated page's address starts with it (/te/products). */
  locale: Locale;
}

/** What a page's component and head tags need of its entry. */
export type PageSummary = Omit<PageEntry, 'module'>;

/** The pages of staff screens: no public header or footer, no search engine, no public page budget. */
export function isStaffPage(entry: { kind: PageKind }): boolean {
  return entry.kind === 'tablets' || entry.kind === 'inbox' || entry.kind === 'staff';
}
