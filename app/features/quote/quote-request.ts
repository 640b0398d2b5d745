/** What the quote form holds while it is edited: the inputs' own string values. */
export interface QuoteFormValues {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  productName: string;
  quantity: string;
  requirements: string;
  timeline: string;
  agreed: boolean;
}

export type QuoteField = keyof QuoteFormValues;

/** The order of the fields on the page, so the first invalid one can take the focus. */
export const quoteFieldOrder: readonly QuoteField[] = [
  'fullName',
  'email',
  'phone',
  'company',
  'productName',
  'quantity',
  'requirements',
  'timeline',
  'agreed',
];

export const timelineOptions: readonly { value: string; label: string }[] = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-2-weeks', label: 'Within 2 weeks' },
  { value: 'within-1-month', label: 'Within a month' },
  { value: 'within-3-months', label: 'Within 3 months' },
  { value: 'exploring', label: 'Just exploring options' },
];

export const quoteMessages = {
  fullNameRequired: 'Enter your full name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  productNameRequired: 'Enter the product you would like a quote for.',
  quantityRequired: 'Enter the quantity you need.',
  quantityInvalid: 'Enter the quantity as a whole number of 1 or more.',
  agreementRequired: 'Please agree to the terms and conditions and the privacy policy.',
  timelineInvalid: 'Choose a timeline from the list.',
} as const;

/** The quote request once the form is valid: texts trimmed, quantity a whole number of 1 or more. */
export interface QuoteRequest {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  productName: string;
  quantity: number;
  requirements: string;
  timeline: string;
  agreed: true;
}

export type QuoteErrors = Partial<Record<QuoteField, string>>;

export type QuoteValidation = { ok: true; request: QuoteRequest } | { ok: false; errors: QuoteErrors };

/** One @, no spaces, a dot in the domain: what a person can check by eye, as browsers' type=email does. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const timelineValues = new Set(['', ...timelineOptions.map((option) => option.value)]);

/**
 * Checks the form against SPEC §5: the message of each invalid field. Plain checks rather than a
 * schema library keep this page's first load small.
 */
export function validateQuoteRequest(values: QuoteFormValues): QuoteValidation {
  const text = {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    productName: values.productName.trim(),
    quantity: values.quantity.trim(),
    requirements: values.requirements.trim(),
  };
  const errors: QuoteErrors = {};
  if (!text.fullName) errors.fullName = quoteMessages.fullNameRequired;
  if (!text.email) errors.email = quoteMessages.emailRequired;
  else if (!emailPattern.test(text.email)) errors.email = quoteMessages.emailInvalid;
  if (!text.productName) errors.productName = quoteMessages.productNameRequired;
  const quantity = Number(text.quantity);
  if (!text.quantity) errors.quantity = quoteMessages.quantityRequired;
  else if (!/^\d+$/.test(text.quantity) || !Number.isSafeInteger(quantity) || quantity < 1) {
    errors.quantity = quoteMessages.quantityInvalid;
  }
  if (!timelineValues.has(values.timeline)) errors.timeline = quoteMessages.timelineInvalid;
  if (values.agreed !== true) errors.agreed = quoteMessages.agreementRequired;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { ...text, quantity, timeline: values.timeline, agreed: true } };
}

/** The message of one field, for re-checking it while the user corrects it. */
export function fieldError(values: QuoteFormValues, field: QuoteField): string | undefined {
  const result = validateQuoteRequest(values);
  return result.ok ? undefined : result.errors[field];
}

export function firstInvalidField(errors: QuoteErrors): QuoteField | undefined {
  return quoteFieldOrder.find((field) => errors[field] !== undefined);
}

export function emptyQuoteForm(productName = ''): QuoteFormValues {
  return {
    fullName: '',
    email: '',
    phone: '',
    company: '',
    productName,
    quantity: '',
    requirements: '',
    timeline: '',
    agreed: false,
  };
}
