import { companyPhone } from './company.ts';
import { type LeadKind, leadLimits, type LeadStatus } from './lead-fields.ts';

/** The forms' messages, choices and labels: for the forms, the schemas, the server and the inbox. */

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
  quantityInvalid: 'Enter the quantity as a whole number from 1 to 1,00,00,000.',
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
  invalidCharacters: 'Remove the control, invisible or direction-changing characters from this text.',
  honeypotFilled: 'This form could not be sent. Leave the field labelled "Leave this empty" empty.',
  tooFast: 'This form was sent too quickly. Please wait a moment and send it again.',
} as const;

/** What a person refused by the rate limit is told to do. */
export function tooManyRequestsMessage(minutes: number): string {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many requests from your network. Please try again in ${wait} or call us on ${companyPhone.display}.`;
}
