import { productCategories } from '#catalogue/product-categories.ts';
import { services } from '#app/data/service-summaries.ts';
import { englishPathOf } from '#languages/locales.ts';

export type DropdownId = 'products' | 'services';

/** A section of the home page that the header links to. */
export type HomeSectionId = 'about' | 'contact';

export interface NavItem {
  label: string;
  to: string;
}

/** What the header tells an entry with a list below it, on either screen width. */
export interface SubmenuProps {
  id: DropdownId;
  label: string;
  to: string;
  items: readonly NavItem[];
  /** The overview page or a page below it is being shown. */
  active: boolean;
  open: boolean;
  onToggle: (id: DropdownId) => void;
  /** An item was chosen: every open part of the header closes. */
  onChoose: () => void;
}

export type NavEntry =
  | { kind: 'page'; label: string; to: string; end?: boolean }
  | { kind: 'section'; label: string; section: HomeSectionId }
  | { kind: 'dropdown'; id: DropdownId; label: string; to: string; items: readonly NavItem[] };

/** The header's navigation, in order (SPEC §2 "Header"). */
export const mainNavigation: readonly NavEntry[] = [
  { kind: 'page', label: 'Home', to: '/', end: true },
  { kind: 'section', label: 'About Us', section: 'about' },
  {
    kind: 'dropdown',
    id: 'products',
    label: 'Products',
    to: '/products',
    items: [
      ...productCategories.map((category) => ({ label: category.name, to: category.link })),
      // After SPEC's categories: where anyone holding one of our packs checks it (issue 28).
      { label: 'Check a Pack', to: '/verify' },
    ],
  },
  {
    kind: 'dropdown',
    id: 'services',
    label: 'Services',
    to: '/services',
    items: services.map((service) => ({ label: service.name, to: service.link })),
  },
  { kind: 'page', label: 'Research', to: '/research' },
  { kind: 'section', label: 'Contact', section: 'contact' },
  { kind: 'page', label: 'Tablets', to: '/tablets' },
];

export const requestQuoteLink: NavItem = { label: 'Request Quote', to: '/request-quote' };

/** Where the visitor is: the page, and on the home page the linked section being read. */
export interface NavCurrent {
  pathname: string;
  shownSection: HomeSectionId | null;
}

/**
 * Whether a page entry is the page being shown (the header's pages have no pages below them). Home
 * is not while one of the home sections the header links to (About Us, Contact) fills the middle of
 * the window: that entry is then current.
 */
/**
 * Whether a dropdown's overview page or one of the pages below it is being shown (`/products` is
 * while a product list is).
 */
export function isWithinPath(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === to || path.startsWith(`${to}/`);
}

export function isPageEntryCurrent(entry: { to: string }, { pathname, shownSection }: NavCurrent): boolean {
  if (englishPathOf(entry.to) === '/' && shownSection !== null) return false;
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) === entry.to;
}
