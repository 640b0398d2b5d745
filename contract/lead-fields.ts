import { companyPhone } from './company.ts';

/**
 * The facts of the four public forms that need no schema library: kinds, limits, messages, choices,
 * labels and addresses. The browser imports these up front; the zod schemas in leads.ts only when a
 * form is sent, so they stay out of every page's first load.
 */

export const leadKinds = ['quote', 'contact', 'newsletter', 'adverse-event'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'in-progress', 'handled', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadKindLabels: Record<LeadKind, string> = {
  quote: 'Quote request',
  contact: 'Contact message',
  newsletter: 'Newsletter sign-up',
  'adverse-event': 'Adverse-event report',
};

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  handled: 'Handled',
  spam: 'Spam',
};

export const referencePrefixes: Record<LeadKind, string> = {
  quote: 'Q',
  contact: 'C',
  newsletter: 'N',
  'adverse-event': 'AE',
};

/** A submission's human reference, e.g. Q-2026-000123: kind, year received and its number. */
export function formatReference(kind: LeadKind, year: number, id: number): string {
  return `${referencePrefixes[kind]}-${year}-${String(id).padStart(6, '0')}`;
}

export const referencePattern = /^(Q|C|N|AE)-(\d{4})-(\d{6,})$/;

/** The number in a reference, or undefined when the text is not a reference. */
export function referenceNumber(text: string): number | undefined {
  const match = referencePattern.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const id = Number(match[3]);
  return Number.isSafeInteger(id) ? id : undefined;
}

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
  /** The fastest a person fills a form in; a quicker submission with scripts on is refused. */
  minimumFillMs: 1000,
} as const;

export const leadMessages = {
  fullNameRequired: 'Enter your full name.',
  nameRequired: 'Enter your name.',
  nameTooLong: `Your name can have at most ${leadLimits.nameMax} characters.`,
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailTooLong: `An email address can have at most ${leadLimits.emailMax} characters.`,
  phoneInvalid: 'Enter a phone number of digits, spaces, +, - or brackets.',
  companyTooLong: `The company name can have at most ${leadLimits.companyMax} characters.`,
  productNameRequired: 'Enter the product you would like a quote for.',
  productNameTooLong: `The product name can have at most ${leadLimits.productNameMax} characters.`,
  quantityRequired: 'Enter the quantity you need.',
  quantityInvalid: `Enter the quantity as a whole number from 1 to ${leadLimits.quantityMax.toLocaleString('en-IN')}.`,
  requirementsTooLong: `Requirements can have at most ${leadLimits.requirementsMax} characters.`,
  timelineInvalid: 'Choose a timeline from the list.',
  agreementRequired: 'Please agree to the terms and conditions and the privacy policy.',
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `The subject can have at most ${leadLimits.subjectMax} characters.`,
  messageRequired: 'Enter your message.',
  messageTooLong: `The message can have at most ${leadLimits.messageMax} characters.`,
  termsRequired: 'Please agree to the terms of use and the privacy policy.',
  reporterNameRequired: 'Enter your name.',
  reporterContactRequired: 'Give an email address or a phone number so our safety team can reach you.',
  reporterTypeInvalid: 'Choose who is reporting.',
  aeProductRequired: 'Enter the name of the medicine or product.',
  batchNumberTooLong: `The batch number can have at most ${leadLimits.batchNumberMax} characters.`,
  descriptionRequired: 'Describe what happened.',
  descriptionTooLong: `The description can have at most ${leadLimits.messageMax} characters.`,
  startedOnInvalid: 'Enter the date it started as a date that is not in the future.',
  seriousnessInvalid: 'Choose how serious it was.',
  invalidCharacters: 'Remove the control characters from this text.',
  honeypotFilled: 'This form could not be sent. Leave the field labelled "Leave this empty" empty.',
  tooFast: 'This form was sent too quickly. Please wait a moment and send it again.',
} as const;

export const timelineOptions = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-2-weeks', label: 'Within 2 weeks' },
  { value: 'within-1-month', label: 'Within a month' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: 'exploring', label: 'Just exploring options' },
] as const;

export const reporterTypeOptions = [
  { value: 'patient', label: 'Patient or family member' },
  { value: 'doctor', label: 'Doctor' },
  { value: 'pharmacist', label: 'Pharmacist' },
  { value: 'other', label: 'Other' },
] as const;

export const seriousnessOptions = [
  { value: 'non-serious', label: 'Not serious' },
  { value: 'medical-care', label: 'Needed medical care' },
  { value: 'hospitalised', label: 'Hospital stay (or a longer one)' },
  { value: 'disability', label: 'Lasting harm or disability' },
  { value: 'life-threatening', label: 'Life-threatening' },
  { value: 'death', label: 'Death' },
  { value: 'unknown', label: 'Not sure' },
] as const;

/** What a person refused by the rate limit is told to do. */
export function tooManyRequestsMessage(minutes: number): string {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many requests from your network. Please try again in ${wait} or call us on ${companyPhone.display}.`;
}

/** Submissions one network may send of one kind in one window. */
export const submissionRateLimit = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** Each kind's fields in the order its form shows them, with their labels. */
export const leadFieldLabels: Record<LeadKind, Record<string, string>> = {
  quote: {
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    company: 'Company or organisation',
    productName: 'Product name',
    quantity: 'Quantity',
    requirements: 'Requirements',
    timeline: 'Timeline',
    agreed: 'I agree to the terms and conditions and the privacy policy',
  },
  contact: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    subject: 'Subject',
    message: 'Message',
    terms: 'I agree to the terms of use and the privacy policy',
  },
  newsletter: { email: 'Email address' },
  'adverse-event': {
    reporterName: 'Your name',
    reporterEmail: 'Email address',
    reporterPhone: 'Phone number',
    reporterType: 'You are',
    productName: 'Medicine or product',
    batchNumber: 'Batch number',
    description: 'What happened',
    startedOn: 'When it started',
    seriousness: 'How serious was it',
    consentToContact: 'Our safety team may contact me about this report',
  },
};

/** Fields that hold a tick rather than text. */
export const checkboxFields = new Set(['agreed', 'terms', 'consentToContact']);
/** Fields that hold several lines. */
export const multilineFields = new Set(['requirements', 'message', 'description']);

/** Where each kind's form posts, and where a form post (no JavaScript) lands after success, with `?ref=`. */
export const submissionPaths = {
  quote: { url: '/api/quote-requests', confirmationPath: '/request-quote/received' },
  contact: { url: '/api/contact-messages', confirmationPath: '/contact/received' },
  newsletter: { url: '/api/newsletter-subscriptions', confirmationPath: '/newsletter/subscribed' },
  'adverse-event': { url: '/api/adverse-event-reports', confirmationPath: '/adverse-events/received' },
} as const satisfies Record<LeadKind, { url: string; confirmationPath: string }>;

/** A submission as stored: the person's fields, without the spam guards. */
export type SubmissionFields = Record<string, string | number | boolean>;
