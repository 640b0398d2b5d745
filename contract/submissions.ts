import './zod-setup.ts';
import { z } from 'zod';
import { siteLanguages } from './language-choice.ts';
import { apiErrorSchema } from './api-error.ts';
import { idempotencyKeyHeader, idempotencyKeyHeaders, idempotencyKeyLifetimeHours } from './idempotency.ts';
import { bodyLimits, defineEndpoint } from './endpoint.ts';
import {
  type LeadKind,
  leadLimits,
  submissionPaths,
  submissionRateLimit,
  type SubmissionFields,
} from './lead-fields.ts';
import { optionsByField } from './lead-options.ts';
import { leadMessages } from './lead-texts.ts';
import { isPlainText } from './plain-text.ts';
import {
  type FurtherProductField,
  type FurtherQuantityField,
  furtherLineNumbers,
  furtherProductField,
  furtherQuantityField,
} from './quote-lines.ts';
import { gstStates, isPinCode, readGstin } from './trade-identifiers.ts';

/**
 * The schemas of what a visitor can send the company (quote requests, contact messages, newsletter
 * sign-ups, adverse-event reports) and the public endpoints that take them. The same schemas check
 * the browser forms and the server; form posts (no JavaScript) arrive as strings, so numbers and
 * checkboxes accept their form spelling too.
 */

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

const storable = (multiline: boolean) => (text: string) => isPlainText(text, { multiline });

const requiredText = (max: number, required: string, tooLong: string, multiline = false) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(storable(multiline), leadMessages.invalidCharacters);

/** Optional text: blank means none. */
const optionalText = (max: number, tooLong: string, multiline = false) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .refine(storable(multiline), leadMessages.invalidCharacters)
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailSchema = z
  .string({ error: leadMessages.emailRequired })
  .trim()
  .min(1, leadMessages.emailRequired)
  .max(leadLimits.emailMax, leadMessages.emailTooLong)
  .pipe(z.email({ error: leadMessages.emailInvalid }))
  .transform((email) => email.toLowerCase());

const optionalEmail = z
  .string({ error: leadMessages.emailInvalid })
  .trim()
  .max(leadLimits.emailMax, leadMessages.emailTooLong)
  .refine((email) => email === '' || z.email().safeParse(email).success, leadMessages.emailInvalid)
  .optional()
  .transform((email) => (email ? email.toLowerCase() : undefined));

const phoneSchema = z
  .string({ error: leadMessages.phoneInvalid })
  .trim()
  .max(leadLimits.phoneMax, leadMessages.phoneInvalid)
  .regex(/^$|^\+?[0-9 ()-]{6,}$/, leadMessages.phoneInvalid)
  .optional()
  .transform((phone) => (phone ? phone : undefined));

/** A ticked checkbox: `true` in JSON, "on" (or "true") from a form. */
const ticked = (message: string) =>
  z.preprocess(
    (value) => value === true || value === 'on' || value === 'true',
    z.literal(true, { error: message }),
  );

/** An optional checkbox: absent or unticked is false. */
const optionalTick = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true',
  z.boolean(),
);

/** A choice from a list; blank means none. */
const optionalChoice = <T extends string>(choices: [T, ...T[]], message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(choices, { error: message }).optional());

/**
 * Fields the server uses against spam and drops: `website` is hidden from people (a robot fills it),
 * `elapsedMs` is how long the page was open before sending (set by the page's script).
 */
const spamGuardFields = {
  website: z.string().max(200).optional(),
  elapsedMs: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : value === '' ? undefined : value),
    z.number().nonnegative().optional(),
  ),
};

/** A whole number of units from a form or JSON (blank is none), with the message for a missing one. */
const quantityNumber = (required: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? required : leadMessages.quantityInvalid),
    })
    .int(leadMessages.quantityInvalid)
    .min(1, leadMessages.quantityInvalid)
    .max(leadLimits.quantityMax, leadMessages.quantityInvalid);

function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

const furtherProductSchema = optionalText(leadLimits.productNameMax, leadMessages.productNameTooLong);
const furtherQuantitySchema = z.preprocess(
  formNumber,
  quantityNumber(leadMessages.quantityInvalid).optional(),
);

/** A quote's lines after the first (contract/quote-lines.ts), each optional. */
const furtherQuoteLinesShape = Object.fromEntries(
  furtherLineNumbers.flatMap((line) => [
    [furtherProductField(line), furtherProductSchema],
    [furtherQuantityField(line), furtherQuantitySchema],
  ]),
) as Record<FurtherProductField, typeof furtherProductSchema> &
  Record<FurtherQuantityField, typeof furtherQuantitySchema>;

/** A further line names its product and how many, or neither. */
function checkFurtherLines(request: Record<string, unknown>, context: z.RefinementCtx) {
  for (const line of furtherLineNumbers) {
    const product = furtherProductField(line);
    const quantity = furtherQuantityField(line);
    if (request[product] !== undefined && request[quantity] === undefined)
      context.addIssue({ code: 'custom', path: [quantity], message: leadMessages.furtherQuantityRequired });
    if (request[product] === undefined && request[quantity] !== undefined)
      context.addIssue({ code: 'custom', path: [product], message: leadMessages.furtherProductRequired });
  }
}

export const quoteRequestSchema = z
  .strictObject({
    fullName: requiredText(leadLimits.nameMax, leadMessages.fullNameRequired, leadMessages.nameTooLong),
    email: emailSchema,
    phone: phoneSchema,
    company: optionalText(leadLimits.companyMax, leadMessages.companyTooLong),
    productName: requiredText(
      leadLimits.productNameMax,
      leadMessages.productNameRequired,
      leadMessages.productNameTooLong,
    ),
    quantity: z.preprocess(formNumber, quantityNumber(leadMessages.quantityRequired)),
    ...furtherQuoteLinesShape,
    requirements: optionalText(leadLimits.requirementsMax, leadMessages.requirementsTooLong, true),
    timeline: optionalChoice(values(optionsByField.timeline), leadMessages.timelineInvalid),
    agreed: ticked(leadMessages.agreementRequired),
    ...spamGuardFields,
  })
  .superRefine(checkFurtherLines);

export const contactMessageSchema = z.strictObject({
  name: requiredText(leadLimits.nameMax, leadMessages.nameRequired, leadMessages.nameTooLong),
  email: emailSchema,
  phone: phoneSchema,
  subject: requiredText(leadLimits.subjectMax, leadMessages.subjectRequired, leadMessages.subjectTooLong),
  message: requiredText(
    leadLimits.messageMax,
    leadMessages.messageRequired,
    leadMessages.messageTooLong,
    true,
  ),
  terms: ticked(leadMessages.termsRequired),
  ...spamGuardFields,
});

export const newsletterSubscriptionSchema = z.strictObject({
  email: emailSchema,
  ...spamGuardFields,
});

function isPastOrToday(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  // A day of grace for time zones east of UTC.
  return Number.isFinite(time) && time <= Date.now() + 24 * 60 * 60 * 1000;
}

export const adverseEventReportSchema = z
  .strictObject({
    reporterName: requiredText(
      leadLimits.nameMax,
      leadMessages.reporterNameRequired,
      leadMessages.nameTooLong,
    ),
    reporterEmail: optionalEmail,
    reporterPhone: phoneSchema,
    reporterType: z.enum(values(optionsByField.reporterType), { error: leadMessages.reporterTypeInvalid }),
    productName: requiredText(
      leadLimits.productNameMax,
      leadMessages.aeProductRequired,
      leadMessages.productNameTooLong,
    ),
    batchNumber: optionalText(leadLimits.batchNumberMax, leadMessages.batchNumberTooLong),
    description: requiredText(
      leadLimits.messageMax,
      leadMessages.descriptionRequired,
      leadMessages.descriptionTooLong,
      true,
    ),
    startedOn: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.iso
        .date({ error: leadMessages.startedOnInvalid })
        .refine(isPastOrToday, leadMessages.startedOnInvalid)
        .optional(),
    ),
    seriousness: z.enum(values(optionsByField.seriousness), { error: leadMessages.seriousnessInvalid }),
    consentToContact: optionalTick,
    ...spamGuardFields,
  })
  .refine((report) => Boolean(report.reporterEmail || report.reporterPhone), {
    path: ['reporterEmail'],
    message: leadMessages.reporterContactRequired,
    // Checked beside the other fields' errors, so the form shows them all at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export const medicalInfoRequestSchema = z.strictObject({
  name: requiredText(leadLimits.nameMax, leadMessages.nameRequired, leadMessages.nameTooLong),
  profession: z.enum(values(optionsByField.profession), { error: leadMessages.professionInvalid }),
  registrationNumber: requiredText(
    leadLimits.registrationMax,
    leadMessages.registrationRequired,
    leadMessages.registrationTooLong,
  ),
  institution: optionalText(leadLimits.institutionMax, leadMessages.institutionTooLong),
  email: emailSchema,
  phone: phoneSchema,
  productName: requiredText(
    leadLimits.productNameMax,
    leadMessages.miProductRequired,
    leadMessages.productNameTooLong,
  ),
  question: requiredText(
    leadLimits.questionMax,
    leadMessages.questionRequired,
    leadMessages.questionTooLong,
    true,
  ),
  urgency: z.enum(values(optionsByField.urgency), { error: leadMessages.urgencyInvalid }),
  agreed: ticked(leadMessages.agreementRequired),
  ...spamGuardFields,
});

/** A GSTIN as typed: spaces dropped, capitals; its check character and state are checked with the state. */
const gstinSchema = z
  .string({ error: leadMessages.gstinInvalid })
  .transform((typed) => typed.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^\d{2}[A-Z0-9]{13}$/, leadMessages.gstinInvalid));

const gstinProblems = {
  shape: leadMessages.gstinInvalid,
  state: leadMessages.gstinInvalid,
  check: leadMessages.gstinCheck,
  'other-state': leadMessages.gstinOtherState,
} as const;

export const distributorApplicationSchema = z
  .strictObject({
    firmName: requiredText(
      leadLimits.firmNameMax,
      leadMessages.firmNameRequired,
      leadMessages.firmNameTooLong,
    ),
    gstin: gstinSchema,
    licenceType: z.enum(values(optionsByField.licenceType), { error: leadMessages.licenceTypeInvalid }),
    licence20: requiredText(
      leadLimits.licenceMax,
      leadMessages.licence20Required,
      leadMessages.licenceTooLong,
    ),
    licence21: requiredText(
      leadLimits.licenceMax,
      leadMessages.licence21Required,
      leadMessages.licenceTooLong,
    ),
    address: requiredText(
      leadLimits.addressMax,
      leadMessages.addressRequired,
      leadMessages.addressTooLong,
      true,
    ),
    state: z.enum(gstStates, { error: leadMessages.stateInvalid }),
    pinCode: z
      .string({ error: leadMessages.pinCodeInvalid })
      .trim()
      .refine(isPinCode, leadMessages.pinCodeInvalid),
    contactPerson: requiredText(
      leadLimits.nameMax,
      leadMessages.contactPersonRequired,
      leadMessages.nameTooLong,
    ),
    email: emailSchema,
    phone: phoneSchema,
    areasServed: requiredText(
      leadLimits.areasMax,
      leadMessages.areasRequired,
      leadMessages.areasTooLong,
      true,
    ),
    monthlyVolume: z.enum(values(optionsByField.monthlyVolume), { error: leadMessages.monthlyVolumeInvalid }),
    agreed: ticked(leadMessages.agreementRequired),
    ...spamGuardFields,
  })
  .superRefine((application, context) => {
    const reading = readGstin(application.gstin, application.state);
    if (!reading.valid)
      context.addIssue({ code: 'custom', path: ['gstin'], message: gstinProblems[reading.problem] });
  });

/** Drops the spam-guard fields and the absent ones: what is kept of a submission. */
export function submissionFields(parsed: Record<string, unknown>): SubmissionFields {
  const fields: SubmissionFields = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === 'website' || key === 'elapsedMs' || value === undefined) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = value;
  }
  return fields;
}

export const submissionAnswerSchema = z.object({
  reference: z.string().meta({ description: 'The human reference of the submission, e.g. Q-2026-7K3M9PXD.' }),
  requestPath: z.string().optional().meta({
    description:
      'The private page of the request, `/requests/{reference}#{token}`, where the visitor follows it and reads the answer; absent for a newsletter sign-up.',
  }),
});

const submissionTags = ['submissions'] as const;
const formContentType = 'application/x-www-form-urlencoded';
const refusalPage = z.string().meta({ description: 'An HTML page with the messages and the form again.' });

/** One public form's endpoint: JSON (answered 201 with the reference) or a plain form post (303). */
function submissionEndpoint<Kind extends LeadKind, Schema extends z.ZodType>(
  kind: Kind,
  body: Schema,
  naming: { operationId: string; summary: string; what: string },
) {
  return defineEndpoint({
    method: 'POST',
    path: submissionPaths[kind].url,
    operationId: naming.operationId,
    summary: naming.summary,
    description:
      `Stores ${naming.what} and, when mail is configured, notifies the company. Takes JSON (answered 201 ` +
      'with the reference) or a plain form post (answered 303 to the confirmation page, and refusals as an ' +
      'HTML page with the form again), so the form works without JavaScript. A filled `website` field or ' +
      'an `elapsedMs` under the minimum is refused as spam; each network may send (by default) ' +
      `${submissionRateLimit.max} of a kind per ${submissionRateLimit.windowMs / 60_000} minutes. ` +
      `A request with an \`${idempotencyKeyHeader}\` that was stored in the last ${idempotencyKeyLifetimeHours} hours ` +
      'is answered with that submission again (the same reference, and a new link to its page) and is not counted.',
    tags: submissionTags,
    access: 'public',
    query: z.object({
      lang: z
        .string()
        .max(8)
        .optional()
        .describe(
          `The language of the page that sent the form (${siteLanguages.join(', ')}); refusals, the confirmation page and every mail to the visitor are in it, and it is kept with the submission. Anything else means English.`,
        ),
    }),
    headers: idempotencyKeyHeaders,
    body,
    bodyMediaTypes: ['application/json', formContentType],
    bodyLimit: bodyLimits.submission,
    // Each kind counted on its own; the site may set another `max` (SUBMISSION_LIMIT).
    limit: { name: kind, ...submissionRateLimit },
    answers: {
      201: { description: 'Stored; the answer carries the reference.', schema: submissionAnswerSchema },
      303: {
        description:
          'Stored (form post); the Location is the confirmation page with `?ref=` the reference and ' +
          '`&receipt=` a secret that lets that page show it.',
        headers: {
          Location: {
            description: 'The confirmation page, with the reference and its receipt.',
            schema: z.string(),
          },
        },
      },
      400: {
        description: `Not an object, invalid fields (listed in \`fields\`), a malformed \`${idempotencyKeyHeader}\`, or caught by a spam guard; a form post gets an HTML page.`,
        schema: apiErrorSchema,
        media: { 'text/html': refusalPage },
      },
      422: {
        description: `The \`${idempotencyKeyHeader}\` was already used with a different body; a form post gets an HTML page.`,
        schema: apiErrorSchema,
        media: { 'text/html': refusalPage },
      },
      429: {
        description: 'Too many submissions of this kind from this network; a form post gets an HTML page.',
        schema: apiErrorSchema,
        media: { 'text/html': refusalPage },
        headers: {
          'Retry-After': { description: 'Seconds to wait before sending again.', schema: z.int().positive() },
        },
      },
    },
  });
}

/** Each kind's endpoint: where its form posts, what it takes and answers. */
export const submissionEndpoints = {
  quote: submissionEndpoint('quote', quoteRequestSchema, {
    operationId: 'submitQuoteRequest',
    summary: 'Send a quote request',
    what: 'a request for a quotation',
  }),
  contact: submissionEndpoint('contact', contactMessageSchema, {
    operationId: 'sendContactMessage',
    summary: 'Send a message to the company',
    what: 'a message from the contact form',
  }),
  newsletter: submissionEndpoint('newsletter', newsletterSubscriptionSchema, {
    operationId: 'subscribeToNewsletter',
    summary: 'Subscribe to the newsletter',
    what: 'a newsletter sign-up',
  }),
  'adverse-event': submissionEndpoint('adverse-event', adverseEventReportSchema, {
    operationId: 'reportAdverseEvent',
    summary: 'Report a suspected adverse event',
    what: 'a report of a suspected adverse drug reaction',
  }),
  'medical-info': submissionEndpoint('medical-info', medicalInfoRequestSchema, {
    operationId: 'askMedicalInformation',
    summary: 'Ask a medical-information question (healthcare professionals)',
    what: 'a healthcare professional’s medical-information question',
  }),
  distributor: submissionEndpoint('distributor', distributorApplicationSchema, {
    operationId: 'applyAsDistributor',
    summary: 'Apply to stock or distribute our products',
    what: 'a pharmacy’s or distributor’s application to stock our products',
  }),
};

/** The names of a form's fields as its schema spells them, without the spam guards. */
export type FormFieldName<Schema extends z.ZodType> = Exclude<
  keyof z.infer<Schema>,
  keyof typeof spamGuardFields
>;

/** The names of one kind's fields; of every kind's when no kind is given. */
export type SubmissionFieldName<Kind extends LeadKind = LeadKind> = Kind extends LeadKind
  ? FormFieldName<(typeof submissionEndpoints)[Kind]['body']>
  : never;
