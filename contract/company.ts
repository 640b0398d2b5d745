/** How to reach the company by phone: shown by the site and quoted by the server's refusals. */
export const companyPhone = { display: '+91 40 4852 7100', href: 'tel:+914048527100' } as const;

/** The company's name, shown by the site and named by the server (as the issuer of staff authenticator codes). */
export const companyName = 'Aarogya Life Sciences';

/** Where people write to the company: shown by the site, and the address replies from the inbox are answered at. */
export const companyEmail = 'care@aarogyalifesciences.in';

/** The company's registered address, which is also its one manufacturing site's. */
export const companyAddress = {
  street: 'Plot 14, Road No. 2, IDA Nacharam',
  city: 'Hyderabad',
  state: 'Telangana',
  postalCode: '500076',
  country: 'India',
  countryCode: 'IN',
} as const;

/** An address on one line: "Plot 14, Road No. 2, IDA Nacharam, Hyderabad, Telangana 500076". */
export function postalLine(address: typeof companyAddress): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.postalCode}`;
}

/**
 * Where the company makes its products, each under its own manufacturing licence: printed on every
 * pack's Schedule H2 record. The licence numbers are the company's to confirm (docs/company-facts.md).
 */
export const manufacturingSites = [
  {
    id: 'nacharam',
    name: 'Aarogya Life Sciences, IDA Nacharam unit',
    address: companyAddress,
    licenceNumber: 'To be confirmed',
  },
] as const;
