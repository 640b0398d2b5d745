export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

/** The footer's link columns (SPEC §2 "Footer"). */
export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Leadership', to: '/leadership' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Contact', to: '/contact' },
      { label: 'Investors', to: '/investors' },
    ],
  },
  {
    heading: 'Products',
    links: [
      { label: 'Cardiovascular', to: '/products/cardiovascular' },
      { label: 'Neurological', to: '/products/neurological' },
      { label: 'Pain Management', to: '/products/pain' },
      { label: 'Metabolic Disorders', to: '/products/metabolic' },
      { label: 'Oncology', to: '/products/oncology' },
      { label: 'All Products', to: '/products' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Research', to: '/research' },
      { label: 'Clinical Trials', to: '/trials' },
      { label: 'For Patients', to: '/patients' },
      { label: 'For Healthcare Providers', to: '/providers' },
      { label: 'Health Education', to: '/education' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Patient Assistance', to: '/patient-assistance' },
      { label: 'Customer Support', to: '/support' },
      { label: 'Report Adverse Events', to: '/adverse-events' },
      { label: 'Product Recalls', to: '/recalls' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
];

/** The legal bar under the columns. */
export const legalLinks: readonly FooterLink[] = [
  { label: 'Prescribing Information', to: '/prescribing-info' },
  { label: 'Medical Information', to: '/medical-info' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Use', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
  { label: 'Compliance', to: '/compliance' },
  { label: 'Sitemap', to: '/sitemap' },
];
