/**
 * Prescribing information (issue 29): what its pages and the server that gates them share. The
 * leaflets are for healthcare professionals only; a visitor declares being one once per visit, and
 * the server remembers it in a session cookie (server/routes/prescribing-info-pages.ts).
 */

export const prescribingInfoPath = '/prescribing-info';

/** The page that asks for the declaration, and where its form posts. */
export const declarationPath = `${prescribingInfoPath}/declaration`;

/** The prescribing information of one medicine, by its catalogue slug. */
export function prescribingInfoPathOf(slug: string): string {
  return `${prescribingInfoPath}/${slug}`;
}

/**
 * The heading of every page of prescribing information. The Drugs and Magic Remedies
 * (Objectionable Advertisements) Act 1954, section 14(c), exempts information on a drug sent
 * confidentially, in the manner its Rules prescribe (rule 5 of the 1955 Rules since the 1962
 * renumbering), to registered medical practitioners, hospitals and laboratories; Indian package
 * inserts carry this heading for that reason. The wording is the one issue 29 asks for; check it
 * against the primary text of the Rules before quoting it as the law.
 */
export const professionalsOnlyNotice =
  'For the use of a Registered Medical Practitioner or a Hospital or a Laboratory only';

/** What a visitor declares before reading a leaflet. */
export const professionalDeclaration =
  'I am a registered medical practitioner, pharmacist or hospital professional in India';

/**
 * The cookie that keeps the declaration for the visit: no Max-Age or Expires, so it ends with the
 * browser session; over HTTPS its name carries the __Host- prefix, as the staff cookies' do. It
 * holds no identity, only that the declaration was made.
 */
export const declarationCookie = { name: 'hcp_declaration', value: 'yes' } as const;

/** The fields the declaration form posts: the page asked for, and the button that declares. */
export const declarationFields = { next: 'next', declared: 'declared' } as const;
export const declaredValue = 'yes';

export const declarationTexts = {
  yes: 'Yes, I am',
  no: 'No, take me back',
  notDeclared: 'Choose “Yes, I am” to confirm that you are a healthcare professional, or go back.',
  unknownPage:
    'That address is not one of our pages of prescribing information. Confirm to open the list of them.',
  foreignOrigin: 'This form can only be sent from our own website. Please confirm again.',
} as const;
