import { siteConfig } from '#app/lib/site-config.ts';

/** The frame every legal page shares (`legal.document`): the date is filled in, in the page's language. */
export const legalDocumentContent = {
  lastUpdated: 'Last updated: {date}',
};

/** The words around the company's address, email and phone (`legal.contact`). */
export const contactDetailsContent = {
  email: 'Email: {email}',
  phone: 'Phone: {phone} ({hours})',
  /** The phone line's hours, from the site configuration, as each language writes them. */
  salesHours: siteConfig.salesHours,
};
