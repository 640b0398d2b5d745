import { companyAddress, companyEmail, companyName, companyPhone, postalLine } from '#contract/company.ts';

/** The company's own facts, chosen once and used everywhere (header, footer, contact, SEO). */
export const siteConfig = {
  name: companyName,
  legalName: 'Aarogya Life Sciences Private Limited',
  shortName: 'Aarogya',
  tagline: 'Healthcare you can trust',
  blurb:
    'A Hyderabad pharmaceutical and healthcare company founded in 2025, supplying quality medicines, supplements and medical devices to patients, doctors, hospitals and pharmacies across India.',
  foundedYear: 2025,
  phone: companyPhone,
  email: { display: companyEmail, href: `mailto:${companyEmail}` },
  region: 'Telangana',
  address: companyAddress,
  businessHours: [
    { days: 'Monday–Friday', hours: '8 AM–6 PM' },
    { days: 'Saturday', hours: '9 AM–2 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  salesHours: 'Mon-Fri 9:00 AM to 6:00 PM IST',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/aarogyalifesciences' },
    { name: 'X', href: 'https://x.com/aarogyalife' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/aarogya-life-sciences' },
    { name: 'Instagram', href: 'https://www.instagram.com/aarogyalifesciences' },
  ],
  /** Public origin, fixed at build time from SITE_URL (see vite.config.ts). */
  url: (import.meta.env?.SITE_URL as string | undefined) ?? 'https://www.aarogyalifesciences.in',
} as const;

/**
 * Public numbers the site refers people to, beside the company's own (kept apart from siteConfig so
 * that only the pages quoting them load them).
 */
export const publicHelplines = {
  /** The national Pharmacovigilance Programme of India's helpline, for reporting side effects. */
  pvpi: { display: '1800-180-3024', href: 'tel:18001803024' },
  /** Emergency numbers in India: ambulance, all emergencies, and Tele-MANAS mental health support. */
  emergency: { ambulance: '108', emergency: '112', teleManas: '14416' },
} as const;

/** The postal address on one line: "Plot 14, Road No. 2, IDA Nacharam, Hyderabad, Telangana 500076". */
export function postalAddressLine({ address } = siteConfig): string {
  return postalLine(address);
}
