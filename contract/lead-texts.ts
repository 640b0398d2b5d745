import { fillPlaceholders } from './fill-placeholders.ts';
import { companyPhone } from './company.ts';
import { type LeadKind, leadLimits, type LeadStatus } from './lead-fields.ts';
import { tooLongMessage } from './too-long-message.ts';

/** The forms' messages, choices and labels: for the forms, the schemas, the server and the inbox. */

export const leadKindLabels: Record<LeadKind, string> = {
  quote: 'Quote request',
  contact: 'Contact message',
  newsletter: 'Newsletter sign-up',
  'adverse-event': 'Adverse-event report',
  'medical-info': 'Medical-information request',
  distributor: 'Distributor application',
};

/** What the form, and the page a form post lands on, say once a professional's submission is stored. */
export const professionalReceivedTexts = {
  'medical-info': {
    title: 'Thank you for your question',
    text: 'Our medical information team answers within 24 hours, urgent questions first.',
  },
  distributor: {
    title: 'Thank you for your application',
    text: 'Our sales team checks your GSTIN and drug licences and will contact you within 24 hours.',
  },
} as const satisfies Partial<Record<LeadKind, { title: string; text: string }>>;

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  'in-progress': 'In progress',
  handled: 'Handled',
  spam: 'Spam',
};

export const leadMessages = {
  fullNameRequired: 'Enter your full name.',
  nameRequired: 'Enter your name.',
  nameTooLong: tooLongMessage('Your name', leadLimits.nameMax),
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailTooLong: tooLongMessage('An email address', leadLimits.emailMax),
  phoneInvalid: 'Enter a phone number of digits, spaces, +, - or brackets.',
  companyTooLong: tooLongMessage('The company name', leadLimits.companyMax),
  productNameRequired: 'Enter the product you would like a quote for.',
  productNameTooLong: tooLongMessage('The product name', leadLimits.productNameMax),
  quantityRequired: 'Enter the quantity you need.',
  quantityInvalid: 'Enter the quantity as a whole number from 1 to 1,00,00,000.',
  furtherQuantityRequired: 'Enter how many of this product you need.',
  furtherProductRequired: 'Enter the product for this quantity, or clear the quantity.',
  requirementsTooLong: tooLongMessage('Requirements', leadLimits.requirementsMax),
  timelineInvalid: 'Choose a timeline from the list.',
  agreementRequired: 'Please agree to the terms and conditions and the privacy policy.',
  subjectRequired: 'Enter a subject.',
  subjectTooLong: tooLongMessage('The subject', leadLimits.subjectMax),
  messageRequired: 'Enter your message.',
  messageTooLong: tooLongMessage('The message', leadLimits.messageMax),
  termsRequired: 'Please agree to the terms of use and the privacy policy.',
  reporterNameRequired: 'Enter your name.',
  reporterContactRequired: 'Give an email address or a phone number so our safety team can reach you.',
  reporterTypeInvalid: 'Choose who is reporting.',
  aeProductRequired: 'Enter the name of the medicine or product.',
  batchNumberTooLong: tooLongMessage('The batch number', leadLimits.batchNumberMax),
  descriptionRequired: 'Describe what happened.',
  descriptionTooLong: tooLongMessage('The description', leadLimits.messageMax),
  startedOnInvalid: 'Enter the date it started as a date that is not in the future.',
  seriousnessInvalid: 'Choose how serious it was.',
  professionInvalid: 'Choose your profession.',
  registrationRequired:
    'Enter your State Medical Council, Dental Council, Nursing Council or Pharmacy Council registration number.',
  registrationTooLong: tooLongMessage('The registration number', leadLimits.registrationMax),
  institutionTooLong: tooLongMessage('The institution', leadLimits.institutionMax),
  miProductRequired: 'Choose or type the product your question is about.',
  questionRequired: 'Enter your question.',
  questionTooLong: tooLongMessage('The question', leadLimits.questionMax),
  urgencyInvalid: 'Choose how urgent it is.',
  firmNameRequired: 'Enter the name of the firm.',
  firmNameTooLong: tooLongMessage("The firm's name", leadLimits.firmNameMax),
  gstinInvalid: 'Enter the 15-character GSTIN as your GST registration certificate shows it.',
  gstinCheck: 'This GSTIN is not valid: check its characters (the last one is a check character).',
  gstinOtherState: 'This GSTIN is registered in another state than the one you chose.',
  licenceTypeInvalid: 'Choose the kind of drug licence.',
  licence20Required: 'Enter the licence number in Form 20 (retail) or 20B (wholesale).',
  licence21Required: 'Enter the licence number in Form 21 (retail) or 21B (wholesale).',
  licenceTooLong: tooLongMessage('A licence number', leadLimits.licenceMax),
  addressRequired: 'Enter the address of the premises.',
  addressTooLong: tooLongMessage('The address', leadLimits.addressMax),
  stateInvalid: 'Choose the state or union territory.',
  pinCodeInvalid: 'Enter the six-digit PIN code, like 500076.',
  contactPersonRequired: 'Enter the name of the person we should contact.',
  areasRequired: 'Enter the areas you serve.',
  areasTooLong: tooLongMessage('The areas served', leadLimits.areasMax),
  monthlyVolumeInvalid: 'Choose your expected monthly volume.',
  invalidCharacters: 'Remove the control, invisible or direction-changing characters from this text.',
  honeypotFilled: 'This form could not be sent. Leave the field labelled "Leave this empty" empty.',
  tooFast: 'This form was sent too quickly. Please wait a moment and send it again.',
  tooManyRequests: 'Too many requests from your network. Please try again in {wait} or call us on {phone}.',
  waitAMinute: 'a minute',
  waitMinutes: '{minutes} minutes',
} as const;

type RateLimitTexts = Readonly<Record<'tooManyRequests' | 'waitAMinute' | 'waitMinutes', string>>;

/**
 * What a person refused by the rate limit is told to do: in English, or in the words of a translated
 * page's catalogue (`lead.tooManyRequests`, …).
 */
export function tooManyRequestsMessage(minutes: number, texts: RateLimitTexts = leadMessages): string {
  const wait =
    minutes <= 1 ? texts.waitAMinute : fillPlaceholders(texts.waitMinutes, { minutes: String(minutes) });
  return fillPlaceholders(texts.tooManyRequests, { wait, phone: companyPhone.display });
}
