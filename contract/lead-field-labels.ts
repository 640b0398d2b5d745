import type { LeadKind } from './lead-fields.ts';
import {
  type FurtherProductField,
  type FurtherQuantityField,
  furtherLineLabels,
  furtherLineNumbers,
  furtherProductField,
  furtherQuantityField,
} from './quote-lines.ts';
import type { SubmissionFieldName } from './submissions.ts';

/**
 * Each form's fields as the inbox, the notification mails and the refusal page show them. Keyed by
 * the names the schemas give the fields, so a field renamed in its schema fails the typecheck until
 * its label follows.
 */
export type LeadFieldLabels = {
  readonly [Kind in LeadKind]: Readonly<Record<SubmissionFieldName<Kind>, string>>;
};

/** The labels of a quote's lines after the first, line by line. */
function furtherQuoteLineLabels() {
  return Object.fromEntries(
    furtherLineNumbers.flatMap((line) => {
      const labels = furtherLineLabels(line);
      return [
        [furtherProductField(line), labels.product],
        [furtherQuantityField(line), labels.quantity],
      ];
    }),
  ) as Record<FurtherProductField | FurtherQuantityField, string>;
}

/** Each kind's fields in the order its form shows them, with their labels. */
export const leadFieldLabels: LeadFieldLabels = {
  quote: {
    fullName: 'Full name',
    email: 'Email address',
    phone: 'Phone number',
    company: 'Company or organisation',
    productName: 'Product name',
    quantity: 'Quantity',
    ...furtherQuoteLineLabels(),
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
  'medical-info': {
    name: 'Name',
    profession: 'Profession',
    registrationNumber: 'Registration number',
    institution: 'Hospital, clinic or pharmacy',
    email: 'Email address',
    phone: 'Phone number',
    productName: 'Product',
    question: 'Your question',
    urgency: 'How urgent is it',
    agreed: 'I agree to the terms and conditions and the privacy policy',
  },
  distributor: {
    firmName: 'Name of the firm',
    gstin: 'GSTIN',
    licenceType: 'Drug licence',
    licence20: 'Form 20 or 20B licence number',
    licence21: 'Form 21 or 21B licence number',
    address: 'Address of the premises',
    state: 'State or union territory',
    pinCode: 'PIN code',
    contactPerson: 'Contact person',
    email: 'Email address',
    phone: 'Phone number',
    areasServed: 'Areas served',
    monthlyVolume: 'Expected monthly volume',
    agreed: 'I agree to the terms and conditions and the privacy policy',
  },
};

/** Fields that hold a tick rather than text (typed as strings: the refusal page asks about any name). */
export const checkboxFields: readonly string[] = [
  'agreed',
  'terms',
  'consentToContact',
] satisfies SubmissionFieldName[];

/** Fields that hold several lines (typed as strings, as above). */
export const multilineFields: readonly string[] = [
  'requirements',
  'message',
  'description',
  'question',
  'address',
  'areasServed',
] satisfies SubmissionFieldName[];

/** Each kind's field names, in the order its form shows them. */
export function submissionFieldNames<Kind extends LeadKind>(kind: Kind): SubmissionFieldName<Kind>[] {
  // The labels' type holds exactly the schema's names, so their keys are those names.
  return Object.keys(leadFieldLabels[kind]) as SubmissionFieldName<Kind>[];
}
