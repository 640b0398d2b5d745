/**
 * The few facts of the public forms that every page needs (the footer's newsletter is on all of
 * them): kinds, limits, references and addresses. Texts and labels are in lead-texts.ts and
 * lead-field-labels.ts, choices in lead-options.ts, the zod schemas in submissions.ts (the forms)
 * and inbox.ts (the staff inbox), loaded only by the pages and at the moment that need them.
 */

export const leadKinds = [
  'quote',
  'contact',
  'newsletter',
  'adverse-event',
  'medical-info',
  'distributor',
] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'in-progress', 'handled', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const referencePrefixes: Record<LeadKind, string> = {
  quote: 'Q',
  contact: 'C',
  newsletter: 'N',
  'adverse-event': 'AE',
  'medical-info': 'MI',
  distributor: 'D',
};

/**
 * The symbols of a reference's random part: Crockford's base 32, without I, L, O and U, so that
 * no two read alike on the phone.
 */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** How many symbols the random part of a new reference has (40 bits). */
export const referenceRandomLength = 8;

/**
 * A submission's human reference, e.g. Q-2026-7K3M9PXD: kind, year received and a random part, so
 * that references reveal nothing of how many submissions there are. References given before the
 * random part had a number (Q-2026-000123); they remain valid.
 */
export function formatReference(kind: LeadKind, year: number, randomPart: string): string {
  return `${referencePrefixes[kind]}-${year}-${randomPart}`;
}

export const referencePattern = /^(Q|C|N|AE|MI|D)-(\d{4})-([0-9A-HJKMNP-TV-Z]{6,12})$/;

/** The reference as stored (upper case, trimmed), or undefined when the text is not a reference. */
export function normalizeReference(text: string): string | undefined {
  const reference = text.trim().toUpperCase();
  return referencePattern.test(reference) ? reference : undefined;
}

/** The query parameter of a confirmation page that carries the receipt of its reference. */
export const receiptParameter = 'receipt';

export const leadLimits = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 30,
  companyMax: 160,
  productNameMax: 160,
  subjectMax: 160,
  quantityMax: 10_000_000,
  requirementsMax: 2000,
  messageMax: 5000,
  batchNumberMax: 60,
  registrationMax: 60,
  institutionMax: 160,
  questionMax: 5000,
  firmNameMax: 160,
  licenceMax: 60,
  addressMax: 500,
  areasMax: 500,
  /** The fastest a person fills a form in; a quicker submission with scripts on is refused. */
  minimumFillMs: 1000,
} as const;

/** Submissions one network may send of one kind in one window. */
export const submissionRateLimit = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** Where each kind's form posts, and where a form post (no JavaScript) lands after success, with `?ref=`. */
export const submissionPaths = {
  quote: { url: '/api/quote-requests', confirmationPath: '/request-quote/received' },
  contact: { url: '/api/contact-messages', confirmationPath: '/contact/received' },
  newsletter: { url: '/api/newsletter-subscriptions', confirmationPath: '/newsletter/subscribed' },
  'adverse-event': { url: '/api/adverse-event-reports', confirmationPath: '/adverse-events/received' },
  'medical-info': { url: '/api/medical-information-requests', confirmationPath: '/medical-info/received' },
  distributor: { url: '/api/distributor-applications', confirmationPath: '/providers/received' },
} as const satisfies Record<LeadKind, { url: string; confirmationPath: string }>;

/** A submission as stored: the person's fields, without the spam guards. */
export type SubmissionFields = Record<string, string | number | boolean>;
