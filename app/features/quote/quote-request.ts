import { z } from 'zod';

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
} as const;

const requiredText = (message: string) => z.string().trim().min(1, message);

export const quoteRequestSchema = z.object({
  fullName: requiredText(quoteMessages.fullNameRequired),
  email: requiredText(quoteMessages.emailRequired).pipe(z.email(quoteMessages.emailInvalid)),
  phone: z.string().trim(),
  company: z.string().trim(),
  productName: requiredText(quoteMessages.productNameRequired),
  quantity: requiredText(quoteMessages.quantityRequired)
    .regex(/^\d+$/, quoteMessages.quantityInvalid)
    .transform(Number)
    .pipe(z.number().int().min(1, quoteMessages.quantityInvalid)),
  requirements: z.string().trim(),
  timeline: z.union([z.literal(''), z.enum(timelineOptions.map((option) => option.value))]),
  agreed: z.literal(true, { error: quoteMessages.agreementRequired }),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export type QuoteErrors = Partial<Record<QuoteField, string>>;

export type QuoteValidation = { ok: true; request: QuoteRequest } | { ok: false; errors: QuoteErrors };

/** Checks the form against SPEC §5: the first message of each invalid field. */
export function validateQuoteRequest(values: QuoteFormValues): QuoteValidation {
  const result = quoteRequestSchema.safeParse(values);
  if (result.success) return { ok: true, request: result.data };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
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
