/** The frame every legal page shares (`legal.document`): the date is filled in, in the page's language. */
export const legalDocumentContent = {
  lastUpdated: 'Last updated: {date}',
};

/** The words around the company's address, email and phone (`legal.contact`). */
export const contactDetailsContent = {
  email: 'Email: {email}',
  phone: 'Phone: {phone} ({hours})',
};
