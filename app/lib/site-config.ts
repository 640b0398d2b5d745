import { companyAddress, companyEmail, companyName, companyPhone, postalLine } from '#contract/company.ts';
import { replyPromiseHours } from '#contract/reply-rules.ts';

/** Opening hours, day by day, as the pages list them. */
export interface DayHours {
  days: string;
  /** "8 AM–6 PM", or "Closed". */
  hours: string;
}

/** The company's own facts, chosen once and used everywhere (header, footer, contact, SEO). */
export const siteConfig = {
  name: companyName,
  legalName: 'Aarogya Life Sciences Private Limited',
  shortName: 'Aarogya',
  blurb:
    'A Hyderabad pharmaceutical and healthcare company founded in 2025, supplying quality medicines, supplements and medical devices to patients, doctors, hospitals and pharmacies across India.',
  foundedYear: 2025,
  phone: companyPhone,
  email: { display: companyEmail, href: `mailto:${companyEmail}` },
  region: 'Telangana',
  address: companyAddress,
  /*
   * When each way of reaching us is open (issue 29): the one place every page and the chat read it
   * from. SPEC states three sets of hours, and each is the hours of one channel:
   * - "24/7 Customer Support": the chat answers at any hour, and the forms and email take a message
   *   at any hour and are answered within `replyPromiseHours`, counted around the clock (decision 038);
   * - "Business hours: Monday–Friday 8 AM–6 PM, Saturday 9 AM–2 PM, Sunday closed": the office in
   *   IDA Nacharam, for visits;
   * - "Sales phone {phone}, Mon-Fri 9:00 AM to 6:00 PM IST" (which the chat quotes): the phone line.
   */
  /** The office, for visits (SPEC §9 "Business hours"; the contact page's Business Hours card). */
  businessHours: [
    { days: 'Monday–Friday', hours: '8 AM–6 PM' },
    { days: 'Saturday', hours: '9 AM–2 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  /** The phone line, in SPEC §9's words: quoted beside the number on every page and by the chat. */
  salesHours: 'Mon-Fri 9:00 AM to 6:00 PM IST',
  /** The phone line day by day: the same hours as `salesHours` (the JSON-LD contact point's). */
  phoneHours: [
    { days: 'Monday–Friday', hours: '9 AM–6 PM' },
    { days: 'Saturday', hours: 'Closed' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  /** The chat, the forms and email: open at any hour ("24/7 Customer Support"). */
  anyHour: '24/7',
  /** How soon a message sent through a form or by email is answered, around the clock. */
  replyWithin: `${replyPromiseHours} hours`,
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

/**
 * Hours day by day on one line: "Monday–Friday 8 AM–6 PM, Saturday 9 AM–2 PM, Sunday closed".
 */
export function hoursLine(entries: readonly DayHours[]): string {
  return entries.map(({ days, hours }) => `${days} ${hours === 'Closed' ? 'closed' : hours}`).join(', ');
}

/** The postal address on one line: "Plot 14, Road No. 2, IDA Nacharam, Hyderabad, Telangana 500076". */
export function postalAddressLine({ address } = siteConfig): string {
  return postalLine(address);
}
