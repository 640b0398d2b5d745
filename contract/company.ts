/** How to reach the company by phone: shown by the site and quoted by the server's refusals. */
export const companyPhone = { display: '+91 40 4852 7100', href: 'tel:+914048527100' } as const;

/** The company's name, shown by the site and named by the server (as the issuer of staff authenticator codes). */
export const companyName = 'Aarogya Life Sciences';

/** Where people write to the company: shown by the site, and the address replies from the inbox are answered at. */
export const companyEmail = 'care@aarogyalifesciences.in';
