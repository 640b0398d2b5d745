import footerLinks from './footer-links.json' with { type: 'json' };

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

/** The footer's link columns (SPEC §2 "Footer"): Company, Products, Resources and Support. */
export const footerColumns: readonly FooterColumn[] = footerLinks.columns;

/** The legal bar under the columns. */
export const legalLinks: readonly FooterLink[] = footerLinks.legal;
