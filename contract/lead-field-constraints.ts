import { type LeadKind, leadLimits } from './lead-fields.ts';
import type { FurtherProductField, FurtherQuantityField } from './quote-lines.ts';
import type { FieldConstraint } from './field-constraints.ts';
import type { SubmissionFieldName } from './submissions.ts';

/**
 * The fields a form binds by name. A quote's lines after the first are drawn from quote-lines.ts,
 * one like another, so they are not listed here.
 */
export type BoundLeadFieldName<Kind extends LeadKind> = Exclude<
  SubmissionFieldName<Kind>,
  FurtherProductField | FurtherQuantityField
>;

export type LeadFieldConstraints = {
  readonly [Kind in LeadKind]: Readonly<Record<BoundLeadFieldName<Kind>, FieldConstraint>>;
};

const required = { required: true } as const;
const optional = {} as const;
const requiredText = (maxLength: number) => ({ required: true, maxLength }) as const;
const optionalText = (maxLength: number) => ({ maxLength }) as const;

/**
 * What a public form's control says of its field before the schema is loaded: whether it must be
 * filled in, and how many characters it takes. The schemas (submissions.ts) say the same, but they
 * load only when a form is first sent, so the forms read it here; lead-field-constraints.test.ts
 * holds the two together.
 */
export const leadFieldConstraints: LeadFieldConstraints = {
  quote: {
    fullName: requiredText(leadLimits.nameMax),
    email: requiredText(leadLimits.emailMax),
    phone: optionalText(leadLimits.phoneMax),
    company: optionalText(leadLimits.companyMax),
    productName: requiredText(leadLimits.productNameMax),
    quantity: required,
    requirements: optionalText(leadLimits.requirementsMax),
    timeline: optional,
    agreed: required,
  },
  contact: {
    name: requiredText(leadLimits.nameMax),
    email: requiredText(leadLimits.emailMax),
    phone: optionalText(leadLimits.phoneMax),
    subject: requiredText(leadLimits.subjectMax),
    message: requiredText(leadLimits.messageMax),
    terms: required,
  },
  newsletter: { email: requiredText(leadLimits.emailMax) },
  'adverse-event': {
    reporterName: requiredText(leadLimits.nameMax),
    reporterEmail: optionalText(leadLimits.emailMax),
    reporterPhone: optionalText(leadLimits.phoneMax),
    reporterType: required,
    productName: requiredText(leadLimits.productNameMax),
    batchNumber: optionalText(leadLimits.batchNumberMax),
    description: requiredText(leadLimits.messageMax),
    startedOn: optional,
    seriousness: required,
    consentToContact: optional,
  },
  'medical-info': {
    name: requiredText(leadLimits.nameMax),
    profession: required,
    registrationNumber: requiredText(leadLimits.registrationMax),
    institution: optionalText(leadLimits.institutionMax),
    email: requiredText(leadLimits.emailMax),
    phone: optionalText(leadLimits.phoneMax),
    productName: requiredText(leadLimits.productNameMax),
    question: requiredText(leadLimits.questionMax),
    urgency: required,
    agreed: required,
  },
  distributor: {
    firmName: requiredText(leadLimits.firmNameMax),
    gstin: required,
    licenceType: required,
    licence20: requiredText(leadLimits.licenceMax),
    licence21: requiredText(leadLimits.licenceMax),
    address: requiredText(leadLimits.addressMax),
    state: required,
    pinCode: required,
    contactPerson: requiredText(leadLimits.nameMax),
    email: requiredText(leadLimits.emailMax),
    phone: optionalText(leadLimits.phoneMax),
    areasServed: requiredText(leadLimits.areasMax),
    monthlyVolume: required,
    agreed: required,
  },
};
